// What recruitment's job fairs and the colleges' campus fairs show alike (two domains), beside the other shared widgets.
export { participantCodes, ParticipantsField, type ParticipantsFieldProps, type ParticipantValue } from './participants-field';
export { FairStatusTag, FairTypeTag } from './fair-tags';
export { FAIR_TIME_FILTER, formatFairPeriod, formatFairPlace } from './fair-format';
// The fairs' form fields are imported from './fair-form-fields' by the two forms alone: they bring the rich-text
// editor and the address picker, which the lists and details importing this index must not load.
