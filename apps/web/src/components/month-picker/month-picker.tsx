import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from '../../lib/dayjs';

export interface MonthPickerProps {
  value?: string;
  onChange?: (v: string | undefined) => void;
  id?: string;
  placeholder: string;
}

/** A month picker that keeps YYYY-MM text as its value (a list's month filter); months after this one are not offered. */
export function MonthPicker({ value, onChange, id, placeholder }: MonthPickerProps) {
  return (
    <DatePicker
      id={id}
      picker="month"
      placeholder={placeholder}
      value={value ? dayjs(`${value}-01`) : null}
      onChange={(d: Dayjs | null) => onChange?.(d ? d.format('YYYY-MM') : undefined)}
      disabledDate={(d) => d.isAfter(dayjs(), 'month')}
    />
  );
}
