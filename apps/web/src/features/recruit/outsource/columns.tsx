import { EMPLOY_TYPE_LABELS, OUTSOURCE_LABELS, type OutsourceRecord } from '@hrbd/contract';
import { labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, openingName, type ListColumn } from '../../../components/list-page';
import { ActionLink, RowActions } from '../../../components/row-actions';
import { CompanySelect } from '../../../components/company-select';
import { orDash } from '../../../lib/format';
import type { DictOptions } from '../../../lib/reference-data';
import { OutsourceStateTag } from './state-tag';

interface OutsourceColumnsOptions {
  education: DictOptions;
  gender: (value: number) => string;
  onView: (record: OutsourceRecord) => void;
}

/** 外包员工's table and its filters, from the contract's labels (the export's headers are the same). */
export function outsourceColumns({ education, gender, onView }: OutsourceColumnsOptions): ListColumn<OutsourceRecord>[] {
  return [
    ...labelColumns<OutsourceRecord, typeof OUTSOURCE_LABELS>(OUTSOURCE_LABELS, {
      usrName: openingName(onView, 'usrName'),
      state: { render: (_: number, record) => <OutsourceStateTag record={record} /> },
      cmpyName: { filter: { kind: 'custom', name: 'cmpyCode', render: () => <CompanySelect /> } },
      dispatchCmpyName: { filter: { kind: 'custom', name: 'dispatchCmpyCode', render: () => <CompanySelect /> } },
      postName: { filter: { kind: 'text', name: 'postName' } },
      employType: {
        filter: { kind: 'select', name: 'employType', options: labelOptions(EMPLOY_TYPE_LABELS, [1, 2]) },
        render: (value: number) => EMPLOY_TYPE_LABELS[value] ?? value,
      },
      contract: { render: (_: unknown, r) => `${r.contractStart} 至 ${r.contractEnd}` },
      usrGender: { render: (value: number) => gender(value) },
      education: { render: (value: number) => education.label(value) },
      leaveDate: { render: (value: string | null) => orDash(value) },
      leaveReason: { render: (value: string) => orDash(value) },
    }),
    actionsColumn(['查看简历'], (record) => (
      <RowActions>
        <ActionLink onClick={() => onView(record)}>查看简历</ActionLink>
      </RowActions>
    )),
  ];
}

/** 上岗日期: the contract's first day between startDate and endDate. */
export const OUTSOURCE_DATE_FILTER = [{ kind: 'dateRange', names: ['startDate', 'endDate'], label: '上岗日期' }] as const;
