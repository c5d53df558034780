export { AddressPicker, SEARCH_DEBOUNCE_MS, toBd09, type AddressPickerProps, type Coordinate } from './address-picker';
export { AddressField, addressOf, placeFieldsOf, type AddressFieldProps, type StoredPlace } from './address-field';
