import { COMPANY_LABELS, COMPANY_SCALE_LABELS, type CompanyRecord } from '@hrbd/contract';
import type { ReactNode } from 'react';
import { actionsColumn, labelColumns, openingName, type ListColumn } from '../../../components/list-page';
import { orDash } from '../../../lib/format';
import { countyColumn, industryColumn, sourceColumn } from '../shared/company-columns';
import type { CodeOption } from '../../../lib/reference-data';
import { CompanyApproveTag } from './approve-tag';

interface CompanyColumnsOptions {
  industryOptions: CodeOption[];
  onView: (company: CompanyRecord) => void;
  renderActions: (company: CompanyRecord) => ReactNode;
}

/** 企业审核's table and filters, from the contract's labels (the export's headers are the same). */
export function companyColumns({ industryOptions, onView, renderActions }: CompanyColumnsOptions): ListColumn<CompanyRecord>[] {
  const source = sourceColumn<CompanyRecord>(true);
  return [
    ...labelColumns<CompanyRecord, typeof COMPANY_LABELS>(COMPANY_LABELS, {
      cmpyName: openingName(onView, 'cmpyName'),
      approveType: { render: (value: number) => <CompanyApproveTag value={value} /> },
      approveTime: { render: (time: string | null) => orDash(time) },
      creditCode: { filter: { kind: 'text', name: 'creditCode', label: '信用代码' } },
      industryName: { filter: industryColumn<CompanyRecord>(industryOptions).filter },
      countyName: { filter: countyColumn<CompanyRecord>().filter, render: (_: string, c) => `${c.cityName}${c.countyName}` },
      cmpyScale: { render: (scale: number) => orDash(COMPANY_SCALE_LABELS[scale]) },
      source: { filter: source.filter, render: source.render },
      address: { render: (_: string, c) => `${c.provinceName}${c.cityName}${c.countyName}${c.address}` },
      rejectDesc: { render: (text: string) => orDash(text) },
    }),
    // 详情 and, while it is pending, 审核.
    actionsColumn(['详情', '审核'], renderActions),
  ];
}
