// What recruitment's job fairs and the colleges' campus fairs show alike (two domains), beside the other shared widgets.
export { participantCodes, ParticipantsField, type ParticipantsFieldProps, type ParticipantValue } from './participants-field';
export { FairStatusTag, FairTypeTag } from './fair-tags';
export { formatFairPeriod, formatFairPlace } from './fair-format';
export {
  FAIR_PERIOD_RULES,
  fairBodyOf,
  FairDescriptionItem,
  fairFormValuesOf,
  FairLockNotice,
  FairNameItem,
  FairOrganizerItems,
  FairParticipantsItem,
  FairPlaceItem,
  FairTypeItem,
  type FairFormValues,
} from './fair-form-fields';
