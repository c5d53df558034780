import { APPLY_LABELS, APPLY_MACHINE, type ApplyRecord } from '@hrbd/contract';
import type { ReactNode } from 'react';
import { actionsColumn, labelColumns, openingName, type FilterSpec, type ListColumn } from '../../../components/list-page';
import type { DictOptions } from '../../../lib/reference-data';
import { ApplyStateTag } from '../shared/tags';

export interface ApplyDicts {
  gender: DictOptions;
  education: DictOptions;
}

interface ApplyColumnsOptions {
  dicts: ApplyDicts;
  onView: (apply: ApplyRecord) => void;
  renderActions: (apply: ApplyRecord) => ReactNode;
}

/** The links of the row with the most: 详情, the moves of the state that offers the most, 备注. */
const WIDEST_ACTIONS = [
  '详情',
  ...APPLY_MACHINE.values
    .map((state) => APPLY_MACHINE.actionsFrom(state).map((action) => (action === 'outOfPlace' ? '不合适' : APPLY_MACHINE.actions[action])))
    .reduce((widest, labels) => (labels.join('').length > widest.join('').length ? labels : widest), []),
  '备注',
];

/**
 * The 投递记录 table and its filters (spec §3 Resume: jobCode, jobName, age,
 * gender, apply time), from the contract's labels. 身份证号 and 手机号 arrive
 * masked unless the user's role may see them whole.
 */
export function applyColumns({ dicts, onView, renderActions }: ApplyColumnsOptions): ListColumn<ApplyRecord>[] {
  return [
    ...labelColumns<ApplyRecord, typeof APPLY_LABELS>(APPLY_LABELS, {
      usrName: openingName(onView),
      state: { render: (value: number) => <ApplyStateTag value={value} /> },
      jobName: { filter: { kind: 'text', name: 'jobName' } },
      remark: { render: (text: string) => text || '-' },
      usrGender: { filter: { kind: 'select', name: 'usrGender', options: dicts.gender.options }, render: (value: number) => dicts.gender.label(value) },
      age: { filter: { kind: 'numberRange', names: ['startUsrAge', 'endUsrAge'], unit: '岁' } },
      education: { render: (value: number) => dicts.education.label(value) },
    })
      // 民族 and 就业状态 are the detail's and the export's: the list does not load their dictionaries.
      .filter((column) => column.key !== 'ethnic' && column.key !== 'jobStatus'),
    actionsColumn(WIDEST_ACTIONS, renderActions),
  ];
}

/** Filters that are not columns: the job's code (a link from a job's detail) and 投递时间. */
export const APPLY_EXTRA_FILTERS: readonly FilterSpec[] = [
  { kind: 'text', name: 'jobCode', label: APPLY_LABELS.jobCode.label },
  { kind: 'dateRange', names: ['startTime', 'endTime'], label: APPLY_LABELS.applyTime.label },
];
