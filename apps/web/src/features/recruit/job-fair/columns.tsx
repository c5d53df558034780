import { JOB_FAIR_LABELS, JOB_FAIR_TYPE_LABELS, type JobFairRecord } from '@hrbd/contract';
import type { ReactNode } from 'react';
import { labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, openingName, type ListColumn } from '../../../components/list-page';
import { RegionCascader } from '../../../components/region-cascader';
import { FairStatusTag, FairTypeTag, formatFairPeriod, formatFairPlace } from '../../../components/job-fair';

interface FairColumnsOptions {
  onView: (fair: JobFairRecord) => void;
  renderActions: (fair: JobFairRecord) => ReactNode;
  widestActions: readonly string[];
}

/** The 招聘会 table and its filters, from the contract's labels. */
export function jobFairColumns({ onView, renderActions, widestActions }: FairColumnsOptions): ListColumn<JobFairRecord>[] {
  return [
    ...labelColumns<JobFairRecord, typeof JOB_FAIR_LABELS>(JOB_FAIR_LABELS, {
      fairName: openingName(onView, 'fairName'),
      status: { render: (value: number) => <FairStatusTag value={value} /> },
      // Two moments, not two days: wider than a period of dates.
      period: { width: 260, render: (_: unknown, fair) => formatFairPeriod(fair.startTime, fair.endTime) },
      fairType: {
        filter: { kind: 'select', name: 'fairType', options: labelOptions(JOB_FAIR_TYPE_LABELS, [1, 2]) },
        render: (value: number) => <FairTypeTag value={value} />,
      },
      place: {
        filter: { kind: 'custom', name: 'countyCode', label: '所在区县', render: () => <RegionCascader /> },
        render: (_: unknown, fair) => formatFairPlace(fair),
      },
    }),
    actionsColumn(widestActions, renderActions),
  ];
}
