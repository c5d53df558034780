import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from '../../lib/dayjs';

/** The wire format of every time (ARCHITECTURE: API conventions). */
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** [开始时间, 结束时间] as `YYYY-MM-DD HH:mm:ss`. */
export type TimeRange = [string, string];

export interface TimeRangePickerProps {
  /** Bare dates (YYYY-MM-DD) are read too, as start of day. */
  value?: TimeRange | null;
  onChange?: (value: TimeRange | null) => void;
  disabled?: boolean;
  /** Set by Form.Item, so the item's label names the picker. */
  id?: string;
}

// Picking days without touching the clock covers them whole: the start at 00:00:00, the end at 23:59:59.
const DAY_START = dayjs('00:00:00', 'HH:mm:ss');
const DAY_END = dayjs('23:59:59', 'HH:mm:ss');

/** 开始时间 至 结束时间, emitting the server's time strings. */
export function TimeRangePicker({ value, onChange, disabled, id }: TimeRangePickerProps) {
  const shown: [Dayjs, Dayjs] | null = value ? [dayjs(value[0]), dayjs(value[1])] : null;
  return (
    <DatePicker.RangePicker
      id={id}
      className="time-range-picker"
      showTime={{ defaultValue: [DAY_START, DAY_END] }}
      format={TIME_FORMAT}
      separator="至"
      placeholder={['开始时间', '结束时间']}
      disabled={disabled}
      value={shown}
      onChange={(dates) => onChange?.(dates?.[0] && dates[1] ? [dates[0].format(TIME_FORMAT), dates[1].format(TIME_FORMAT)] : null)}
    />
  );
}
