import { JOB_MACHINE, jobApi } from '@hrbd/contract';
import { countsFrom, type StatusTabs } from '../../../components/list-page';

/** 全部 and every approveType, counted by queryJobInfoType with the list's filters. */
export function jobTabs(defaultValue?: number): StatusTabs {
  return {
    field: 'approveType',
    items: [{ value: undefined, label: '全部' }, ...JOB_MACHINE.values.map((value) => ({ value, label: JOB_MACHINE.label(value) }))],
    defaultValue,
    counts: countsFrom(jobApi.queryJobInfoType, (rows) => {
      const counts: Record<string, number> = { all: rows.reduce((sum, r) => sum + r.count, 0) };
      for (const row of rows) counts[String(row.approveType)] = row.count;
      return counts;
    }),
  };
}
