import { Typography } from 'antd';
import type { ColumnExtra } from './column-kinds';

/**
 * A list's name column (企业名称, 课程名称 …): fixed on the left, each name a link
 * that opens the record's detail; `filterBy` adds the text filter on that field.
 * The row type comes from the list's labels, not from `onOpen`, which may be a
 * state setter taking more (`null` too).
 */
export function openingName<R>(onOpen: (row: NoInfer<R>) => void, filterBy?: string): ColumnExtra<R> {
  return {
    fixed: 'left',
    ...(filterBy && { filter: { kind: 'text', name: filterBy } }),
    render: (name: string, row: R) => <Typography.Link onClick={() => onOpen(row)}>{name}</Typography.Link>,
  };
}
