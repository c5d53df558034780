import { EMPLOY_TYPE_LABELS, type OutsourceRecord } from '@hrbd/contract';
import { Typography } from 'antd';
import { labelOptions } from '../../../components/label-tag';
import type { ListColumn } from '../../../components/list-page';
import { ActionLink, RowActions } from '../../../components/row-actions';
import { CompanySelect } from '../shared/company-select';
import { formatSalary } from '../../../lib/format';
import type { DictOptions } from '../../../lib/reference-data';
import { OutsourceStateTag } from './state-tag';

interface OutsourceColumnsOptions {
  education: DictOptions;
  gender: (value: number) => string;
  onView: (record: OutsourceRecord) => void;
}

/** 外包员工's table and its filters, from one definition. */
export function outsourceColumns({ education, gender, onView }: OutsourceColumnsOptions): ListColumn<OutsourceRecord>[] {
  return [
    {
      title: '姓名',
      dataIndex: 'usrName',
      width: 100,
      fixed: 'left',
      filter: { kind: 'text', name: 'usrName', label: '姓名' },
      render: (name: string, record) => <Typography.Link onClick={() => onView(record)}>{name}</Typography.Link>,
    },
    { title: '在岗状态', dataIndex: 'state', width: 90, render: (_: number, record) => <OutsourceStateTag record={record} /> },
    {
      title: '用工单位',
      dataIndex: 'cmpyName',
      width: 220,
      filter: { kind: 'custom', name: 'cmpyCode', label: '用工单位', render: () => <CompanySelect /> },
    },
    {
      title: '派遣单位',
      dataIndex: 'dispatchCmpyName',
      width: 220,
      filter: { kind: 'custom', name: 'dispatchCmpyCode', label: '派遣单位', render: () => <CompanySelect /> },
    },
    { title: '岗位名称', dataIndex: 'postName', width: 110, filter: { kind: 'text', name: 'postName', label: '岗位名称' } },
    {
      title: '用工形式',
      dataIndex: 'employType',
      width: 90,
      filter: { kind: 'select', name: 'employType', label: '用工形式', options: labelOptions(EMPLOY_TYPE_LABELS, [1, 2]) },
      render: (value: number) => EMPLOY_TYPE_LABELS[value] ?? value,
    },
    { title: '合同期限', key: 'contract', width: 200, render: (_: unknown, r) => `${r.contractStart} 至 ${r.contractEnd}` },
    { title: '月薪', dataIndex: 'salary', width: 100, render: (salary: number) => formatSalary(salary, salary) },
    { title: '性别', dataIndex: 'usrGender', width: 60, render: (value: number) => gender(value) },
    { title: '年龄', dataIndex: 'age', width: 60, align: 'right' },
    { title: '学历', dataIndex: 'education', width: 80, render: (value: number) => education.label(value) },
    { title: '身份证号', dataIndex: 'idCard', width: 180 },
    { title: '手机号', dataIndex: 'mobile', width: 120 },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 100,
      render: (_: unknown, record) => (
        <RowActions>
          <ActionLink onClick={() => onView(record)}>查看简历</ActionLink>
        </RowActions>
      ),
    },
  ];
}

/** 上岗日期: the contract's first day between startDate and endDate. */
export const OUTSOURCE_DATE_FILTER = [{ kind: 'dateRange', names: ['startDate', 'endDate'], label: '上岗日期' }] as const;
