import {
  HOT_EVENT_ENABLED_LABELS,
  HOT_EVENT_LABELS,
  HOT_EVENT_PHASE_LABELS,
  HOT_EVENT_TYPE_LABELS,
  HOT_EVENT_TYPE_VALUES,
  type HotEventRecord,
} from '@hrbd/contract';
import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, openingName, type FilterSpec, type ListColumn } from '../../../components/list-page';
import { RegionCascader } from '../../../components/region-cascader';
import { EventEnabledTag, EventPhaseTag, EventTypeTag } from './tags';

const L = HOT_EVENT_LABELS;

/** `2025-06-18 09:00` — seconds mean nothing in an event's period. */
export const minutes = (time: string | null) => (time ? time.slice(0, 16) : '-');

interface EventColumnsOptions {
  onOpen: (event: HotEventRecord) => void;
  renderActions: (event: HotEventRecord) => ReactNode;
  /** The links of the row with the most (操作's width). */
  widestActions: readonly string[];
}

/** The event table and its filters, from the contract's labels. */
export function eventColumns({ onOpen, renderActions, widestActions }: EventColumnsOptions): ListColumn<HotEventRecord>[] {
  return [
    ...labelColumns<HotEventRecord, typeof L>(L, {
      eventTitle: openingName(onOpen, 'eventTitle'),
      eventType: {
        // Its tags run to six characters (企业开工招工), wider than a short dictionary word.
        width: 110,
        filter: { kind: 'select', name: 'eventType', options: labelOptions(HOT_EVENT_TYPE_LABELS, HOT_EVENT_TYPE_VALUES) },
        render: (value: number) => <EventTypeTag value={value} />,
      },
      regionName: { filter: { kind: 'custom', name: 'regionCode', render: () => <RegionCascader anyLevel width={200} /> } },
      // Days in the table; the drawer shows the hours.
      period: { render: (_: unknown, event) => `${event.beginTime.slice(0, 10)} 至 ${event.endTime.slice(0, 10)}` },
      phase: {
        filter: { kind: 'select', name: 'phase', options: labelOptions(HOT_EVENT_PHASE_LABELS, [0, 1, 2]) },
        render: (value: number) => <EventPhaseTag value={value} />,
      },
      enabled: {
        filter: { kind: 'select', name: 'enabled', options: labelOptions(HOT_EVENT_ENABLED_LABELS, [1, 0]) },
        render: (value: number) => <EventEnabledTag value={value} />,
      },
      valueCount: {
        render: (_: unknown, event) => (
          <Typography.Link onClick={() => onOpen(event)}>
            <Space size={4}>
              <span>共 {event.valueCount} 条</span>
              {event.pendingCount > 0 && <Typography.Text type="warning">待处理 {event.pendingCount}</Typography.Text>}
            </Space>
          </Typography.Link>
        ),
      },
    }),
    actionsColumn(widestActions, renderActions),
  ];
}

/** 事件时间: events whose period meets the chosen days. */
export const EVENT_TIME_FILTER: readonly FilterSpec[] = [{ kind: 'dateRange', names: ['beginTime', 'endTime'], label: L.period.label }];
