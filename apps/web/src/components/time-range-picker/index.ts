export { TimeRangePicker, TIME_FORMAT, type TimeRange, type TimeRangePickerProps } from './time-range-picker';
