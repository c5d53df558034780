import { CAMPUS_FAIR_LABELS, JOB_FAIR_TYPE_LABELS, type CampusFairRecord } from '@hrbd/contract';
import type { ReactNode } from 'react';
import { FairStatusTag, FairTypeTag, formatFairPlace } from '../../../components/job-fair';
import { labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, openingName, type ListColumn } from '../../../components/list-page';
import { CollegeSelect } from '../shared/college-select';

interface Options {
  onView: (fair: CampusFairRecord) => void;
  renderActions: (fair: CampusFairRecord) => ReactNode;
  widestActions: readonly string[];
}

/** 招聘会's table and filters from the contract's labels (the export's first sheet is the same). */
export function campusFairColumns({ onView, renderActions, widestActions }: Options): ListColumn<CampusFairRecord>[] {
  return [
    ...labelColumns<CampusFairRecord, typeof CAMPUS_FAIR_LABELS>(CAMPUS_FAIR_LABELS, {
      fairName: openingName(onView, 'fairName'),
      status: { render: (v: number) => <FairStatusTag value={v} /> },
      collegeName: { filter: { kind: 'custom', name: 'collegeCode', render: () => <CollegeSelect /> } },
      fairType: {
        filter: { kind: 'select', name: 'fairType', options: labelOptions(JOB_FAIR_TYPE_LABELS, [2, 1]) },
        render: (v: number) => <FairTypeTag value={v} />,
      },
      address: { render: (_: string, fair) => formatFairPlace(fair) },
    }),
    actionsColumn(widestActions, renderActions),
  ];
}
