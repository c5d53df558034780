import type { ApplyRecord } from '@hrbd/contract';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import type { FilterSpec, ListColumn } from '../../../components/list-page';
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

/**
 * The 投递记录 table and its filters (spec §3 Resume: jobCode, jobName, age,
 * gender, apply time), from one definition. 身份证号 and 手机号 arrive masked
 * unless the user's role may see them whole.
 */
export function applyColumns({ dicts, onView, renderActions }: ApplyColumnsOptions): ListColumn<ApplyRecord>[] {
  return [
    {
      title: '姓名',
      dataIndex: 'usrName',
      width: 100,
      fixed: 'left',
      render: (name: string, apply) => <Typography.Link onClick={() => onView(apply)}>{name}</Typography.Link>,
    },
    {
      title: '性别',
      dataIndex: 'usrGender',
      width: 70,
      filter: { kind: 'select', name: 'usrGender', label: '性别', options: dicts.gender.options },
      render: (value: number) => dicts.gender.label(value),
    },
    {
      title: '年龄',
      dataIndex: 'age',
      width: 70,
      align: 'right',
      filter: { kind: 'numberRange', names: ['startUsrAge', 'endUsrAge'], label: '年龄', unit: '岁' },
    },
    { title: '学历', dataIndex: 'education', width: 90, render: (value: number) => dicts.education.label(value) },
    { title: '身份证号', dataIndex: 'idCard', width: 190 },
    { title: '手机号', dataIndex: 'mobile', width: 130 },
    {
      title: '投递岗位',
      dataIndex: 'jobName',
      width: 180,
      filter: { kind: 'text', name: 'jobName', label: '岗位名称' },
    },
    { title: '所属企业', dataIndex: 'cmpyName', width: 220, ellipsis: true },
    { title: '投递状态', dataIndex: 'state', width: 100, render: (value: number) => <ApplyStateTag value={value} /> },
    { title: '投递时间', dataIndex: 'applyTime', width: 170 },
    { title: '备注', dataIndex: 'remark', width: 180, ellipsis: true, render: (text: string) => text || '-' },
    { title: '操作', key: 'actions', fixed: 'right', width: 260, render: (_: unknown, apply) => renderActions(apply) },
  ];
}

/** Filters that are not columns: the job's code (a link from a job's detail) and 投递时间. */
export const APPLY_EXTRA_FILTERS: readonly FilterSpec[] = [
  { kind: 'text', name: 'jobCode', label: '岗位编号' },
  { kind: 'dateRange', names: ['startTime', 'endTime'], label: '投递时间' },
];
