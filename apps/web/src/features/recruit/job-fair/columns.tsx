import { JOB_FAIR_TYPE_LABELS, type JobFairRecord } from '@hrbd/contract';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { labelOptions } from '../../../components/label-tag';
import type { FilterSpec, ListColumn } from '../../../components/list-page';
import { RegionCascader } from '../../../components/region-cascader';
import { FairStatusTag, FairTypeTag, formatFairPeriod, formatFairPlace } from '../../../components/job-fair';

interface FairColumnsOptions {
  onView: (fair: JobFairRecord) => void;
  renderActions: (fair: JobFairRecord) => ReactNode;
}

/** The 招聘会 table and its filters, from one definition. */
export function jobFairColumns({ onView, renderActions }: FairColumnsOptions): ListColumn<JobFairRecord>[] {
  return [
    {
      title: '招聘会名称',
      dataIndex: 'fairName',
      width: 280,
      fixed: 'left',
      filter: { kind: 'text', name: 'fairName', label: '招聘会名称' },
      render: (name: string, fair) => <Typography.Link onClick={() => onView(fair)}>{name}</Typography.Link>,
    },
    {
      title: '举办形式',
      dataIndex: 'fairType',
      width: 96,
      filter: { kind: 'select', name: 'fairType', label: '举办形式', options: labelOptions(JOB_FAIR_TYPE_LABELS, [1, 2]) },
      render: (value: number) => <FairTypeTag value={value} />,
    },
    { title: '状态', dataIndex: 'status', width: 90, render: (value: number) => <FairStatusTag value={value} /> },
    { title: '举办时间', key: 'period', width: 260, render: (_: unknown, fair) => formatFairPeriod(fair.startTime, fair.endTime) },
    {
      title: '举办地点',
      key: 'place',
      width: 280,
      filter: { kind: 'custom', name: 'countyCode', label: '所在区县', render: () => <RegionCascader /> },
      render: (_: unknown, fair) => (
        <Typography.Text ellipsis={{ tooltip: true }} style={{ maxWidth: 260 }}>
          {formatFairPlace(fair)}
        </Typography.Text>
      ),
    },
    { title: '主办单位', dataIndex: 'organizer', width: 220 },
    { title: '参会企业', dataIndex: 'cmpyCount', width: 96, align: 'right' },
    { title: '参会岗位', dataIndex: 'jobCount', width: 96, align: 'right' },
    { title: '创建时间', dataIndex: 'createTime', width: 170 },
    { title: '操作', key: 'actions', fixed: 'right', width: 120, render: (_: unknown, fair) => renderActions(fair) },
  ];
}

/** 举办时间, the list's time filter: fairs held at some time within the chosen days. */
export const JOB_FAIR_TIME_FILTER: readonly FilterSpec[] = [{ kind: 'dateRange', names: ['beginDate', 'endDate'], label: '举办时间' }];
