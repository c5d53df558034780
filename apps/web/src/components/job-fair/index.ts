// What recruitment's job fairs and the colleges' campus fairs show alike (two domains), beside the other shared widgets.
export { participantCodes, ParticipantsField, type ParticipantsFieldProps, type ParticipantValue } from './participants-field';
export { FairStatusTag, FairTypeTag } from './fair-tags';
export { FAIR_TIME_FILTER, formatFairPeriod, formatFairPlace } from './fair-format';
// The fairs' form fields ('./fair-form-fields', the rich-text editor and the address picker) and detail rows
// ('./fair-detail-fields', the map) are imported by the two forms and the two details alone: the lists importing
// this index must not load them.
