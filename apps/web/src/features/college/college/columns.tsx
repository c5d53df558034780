import {
  COLLEGE_APPLY_LABELS,
  COLLEGE_APPROVE_TYPE_LABELS,
  COLLEGE_APPROVE_TYPE_VALUES,
  COLLEGE_LABELS,
  COLLEGE_TYPE_LABELS,
  COLLEGE_TYPE_VALUES,
  RUN_NATURE_LABELS,
  type CollegeApplyRecord,
  type CollegeRecord,
} from '@hrbd/contract';
import type { ReactNode } from 'react';
import { labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, openingName, type FilterSpec, type ListColumn } from '../../../components/list-page';
import { RegionCascader } from '../../../components/region-cascader';
import { orDash } from '../../../lib/format';
import { CollegeApproveTag } from './college-tags';

interface CollegeColumnsOptions {
  onView: (college: CollegeRecord) => void;
  renderActions: (college: CollegeRecord) => ReactNode;
}

/** 院校管理's table and filters, from the contract's labels. */
export function collegeColumns({ onView, renderActions }: CollegeColumnsOptions): ListColumn<CollegeRecord>[] {
  return [
    ...labelColumns<CollegeRecord, typeof COLLEGE_LABELS>(COLLEGE_LABELS, {
      collegeName: openingName(onView, 'collegeName'),
      approveType: { render: (value: number) => <CollegeApproveTag value={value} /> },
      checkTime: { render: (time: string | null) => orDash(time) },
      collegeType: {
        filter: { kind: 'select', name: 'collegeType', options: labelOptions(COLLEGE_TYPE_LABELS, COLLEGE_TYPE_VALUES) },
        render: (value: number) => COLLEGE_TYPE_LABELS[value as keyof typeof COLLEGE_TYPE_LABELS] ?? value,
      },
      runNature: {
        filter: { kind: 'select', name: 'runNature', options: labelOptions(RUN_NATURE_LABELS, [1, 2]) },
        render: (value: number) => RUN_NATURE_LABELS[value as 1 | 2] ?? value,
      },
      countyName: {
        filter: { kind: 'custom', name: 'regionCode', label: '所在地区', render: () => <RegionCascader anyLevel /> },
        render: (_: string, c) => `${c.cityName}${c.countyName}`,
      },
      rejectDesc: { render: (text: string) => orDash(text) },
    }),
    // 详情 and, while it waits, 审核.
    actionsColumn(['详情', '审核'], renderActions),
  ];
}

export const COLLEGE_TIME_FILTER: readonly FilterSpec[] = [{ kind: 'dateRange', names: ['beginTime', 'endTime'], label: COLLEGE_LABELS.applyTime.label }];

/** 申请记录: every submission with its decision. */
export function applyColumns(onView: (apply: CollegeApplyRecord) => void): ListColumn<CollegeApplyRecord>[] {
  return [
    ...labelColumns<CollegeApplyRecord, typeof COLLEGE_APPLY_LABELS>(COLLEGE_APPLY_LABELS, {
      collegeName: openingName(onView, 'collegeName'),
      approveType: {
        filter: { kind: 'select', name: 'approveType', options: labelOptions(COLLEGE_APPROVE_TYPE_LABELS, COLLEGE_APPROVE_TYPE_VALUES) },
        render: (value: number) => <CollegeApproveTag value={value} />,
      },
      checkTime: { render: (time: string | null) => orDash(time) },
      sequence: { render: (n: number) => `第${n}次` },
      checkerName: { render: (name: string) => orDash(name) },
      rejectDesc: { render: (text: string) => orDash(text) },
    }),
  ];
}
