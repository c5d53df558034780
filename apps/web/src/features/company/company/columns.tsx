import type { CompanyRecord } from '@hrbd/contract';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ListColumn } from '../../../components/list-page';
import { orDash } from '../../../lib/format';
import { countyColumn, industryColumn, scaleColumn, sourceColumn } from '../shared/company-columns';
import type { CodeOption } from '../../../lib/reference-data';
import { CompanyApproveTag } from './approve-tag';

interface CompanyColumnsOptions {
  industryOptions: CodeOption[];
  onView: (company: CompanyRecord) => void;
  renderActions: (company: CompanyRecord) => ReactNode;
}

/** 企业审核's table and filters, from one definition. */
export function companyColumns({ industryOptions, onView, renderActions }: CompanyColumnsOptions): ListColumn<CompanyRecord>[] {
  return [
    {
      title: '企业名称',
      dataIndex: 'cmpyName',
      width: 240,
      fixed: 'left',
      filter: { kind: 'text', name: 'cmpyName', label: '企业名称' },
      render: (name: string, company) => <Typography.Link onClick={() => onView(company)}>{name}</Typography.Link>,
    },
    { title: '统一社会信用代码', dataIndex: 'creditCode', width: 190, filter: { kind: 'text', name: 'creditCode', label: '信用代码' } },
    { title: '法定代表人', dataIndex: 'legalPerson', width: 100 },
    industryColumn<CompanyRecord>(industryOptions),
    scaleColumn<CompanyRecord>(false),
    countyColumn<CompanyRecord>((c) => `${c.cityName}${c.countyName}`),
    { title: '联系人', dataIndex: 'contactPerson', width: 90 },
    { title: '联系人手机号', dataIndex: 'contactPhone', width: 130 },
    sourceColumn<CompanyRecord>(true),
    { title: '审核状态', dataIndex: 'approveType', width: 100, render: (value: number) => <CompanyApproveTag value={value} /> },
    { title: '提交时间', dataIndex: 'submitTime', width: 170 },
    { title: '审核时间', dataIndex: 'approveTime', width: 170, render: (time: string | null) => orDash(time) },
    { title: '操作', key: 'actions', fixed: 'right', width: 130, render: (_: unknown, company) => renderActions(company) },
  ];
}
