import {
  HOT_EVENT_ENABLED_LABELS,
  HOT_EVENT_PHASE_LABELS,
  HOT_EVENT_TYPE_LABELS,
  HOT_EVENT_TYPE_VALUES,
  type HotEventRecord,
} from '@hrbd/contract';
import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { labelOptions } from '../../../components/label-tag';
import type { FilterSpec, ListColumn } from '../../../components/list-page';
import { RegionCascader } from '../../../components/region-cascader';
import { EventEnabledTag, EventPhaseTag, EventTypeTag } from './tags';

/** `2025-06-18 09:00` — seconds mean nothing in an event's period. */
export const minutes = (time: string | null) => (time ? time.slice(0, 16) : '-');

interface EventColumnsOptions {
  onOpen: (event: HotEventRecord) => void;
  renderActions: (event: HotEventRecord) => ReactNode;
}

/** The event table and its filters, from one definition. */
export function eventColumns({ onOpen, renderActions }: EventColumnsOptions): ListColumn<HotEventRecord>[] {
  return [
    {
      title: '事件标题',
      dataIndex: 'eventTitle',
      width: 220,
      fixed: 'left',
      filter: { kind: 'text', name: 'eventTitle', label: '事件标题' },
      render: (title: string, event) => <Typography.Link onClick={() => onOpen(event)}>{title}</Typography.Link>,
    },
    {
      title: '事件类别',
      dataIndex: 'eventType',
      width: 110,
      filter: { kind: 'select', name: 'eventType', label: '事件类别', options: labelOptions(HOT_EVENT_TYPE_LABELS, HOT_EVENT_TYPE_VALUES) },
      render: (value: number) => <EventTypeTag value={value} />,
    },
    {
      title: '所属区域',
      dataIndex: 'regionName',
      width: 160,
      filter: { kind: 'custom', name: 'regionCode', label: '所属区域', render: () => <RegionCascader anyLevel width={200} /> },
    },
    {
      title: '事件时间',
      key: 'period',
      width: 200,
      // Days in the table; the drawer shows the hours.
      render: (_: unknown, event) => `${event.beginTime.slice(0, 10)} 至 ${event.endTime.slice(0, 10)}`,
    },
    {
      title: '事件状态',
      dataIndex: 'phase',
      width: 90,
      filter: { kind: 'select', name: 'phase', label: '事件状态', options: labelOptions(HOT_EVENT_PHASE_LABELS, [0, 1, 2]) },
      render: (value: number) => <EventPhaseTag value={value} />,
    },
    {
      title: '启用状态',
      dataIndex: 'enabled',
      width: 90,
      filter: { kind: 'select', name: 'enabled', label: '启用状态', options: labelOptions(HOT_EVENT_ENABLED_LABELS, [1, 0]) },
      render: (value: number) => <EventEnabledTag value={value} />,
    },
    {
      title: '事件数据',
      key: 'values',
      width: 140,
      render: (_: unknown, event) => (
        <Typography.Link onClick={() => onOpen(event)}>
          <Space size={4}>
            <span>共 {event.valueCount} 条</span>
            {event.pendingCount > 0 && <Typography.Text type="warning">待处理 {event.pendingCount}</Typography.Text>}
          </Space>
        </Typography.Link>
      ),
    },
    { title: '操作', key: 'actions', fixed: 'right', width: 110, render: (_: unknown, event) => renderActions(event) },
  ];
}

/** 事件时间: events whose period meets the chosen days. */
export const EVENT_TIME_FILTER: readonly FilterSpec[] = [{ kind: 'dateRange', names: ['beginTime', 'endTime'], label: '事件时间' }];
