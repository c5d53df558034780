import { HolderOutlined } from '@ant-design/icons';
import { DISPLAY_STATUS_LABELS, DISPLAY_STATUS_TABS, windowProblems, type DisplayStatus } from '@hrbd/contract';
import { App, Form, Switch, Tooltip, type FormRule } from 'antd';
import { useRef, type DragEvent, type HTMLAttributes } from 'react';
import { LabelTag } from '../../../components/label-tag';
import type { StatusTabs } from '../../../components/list-page';
import { ConfirmAction } from '../../../components/row-actions';
import { TimeRangePicker, type TimeRange } from '../../../components/time-range-picker';
import './display.css';

/**
 * What the four 广告管理 screens share, once: the derived status (tag and
 * tabs), the window and 启用 fields of their forms, 启用/停用, and ordering by
 * dragging a row (the item's own edit, sent with the sort it was dropped at).
 */

/** A refused save's promise settled: the mutation has already shown the server's message. */
export const shown = (): undefined => undefined;

const STATUS_COLORS: Record<DisplayStatus, string> = { 0: 'blue', 1: 'green', 2: 'default', 3: 'red' };

export function DisplayStatusTag({ value }: { value: number }) {
  return <LabelTag value={value as DisplayStatus} labels={DISPLAY_STATUS_LABELS} colors={STATUS_COLORS} />;
}

/** 全部, then 展示中, 未开始, 已结束, 已停用, each counted with the current filters. */
export const DISPLAY_TABS: StatusTabs = {
  field: 'status',
  items: [{ value: undefined, label: '全部' }, ...DISPLAY_STATUS_TABS.map((value) => ({ value, label: DISPLAY_STATUS_LABELS[value] }))],
};

/** 展示时间 as one line, to the minute. */
export const windowText = (row: { startTime: string; endTime: string }) => `${row.startTime.slice(0, 16)} 至 ${row.endTime.slice(0, 16)}`;

export interface DisplayValues {
  window: TimeRange;
  enabled: boolean;
}

export const displayValuesOf = (row: { startTime: string; endTime: string; enabled: number }): DisplayValues => ({
  window: [row.startTime, row.endTime],
  enabled: row.enabled === 1,
});

export const displayBodyOf = (v: DisplayValues) => ({ startTime: v.window[0], endTime: v.window[1], enabled: v.enabled ? 1 : 0 });

/** The item's own fields as its edit takes them back (a drag or 启用/停用 resends them). */
export const displayBodyOfRow = (row: { startTime: string; endTime: string; enabled: number }) => ({ startTime: row.startTime, endTime: row.endTime, enabled: row.enabled });

const WINDOW_RULES: FormRule[] = [
  { required: true, message: '请选择展示时间' },
  {
    validator: async (_rule, value: TimeRange | null | undefined) => {
      const problem = windowProblems({ startTime: value?.[0], endTime: value?.[1] })[0];
      if (problem) throw new Error(problem.message);
    },
  },
];

/** 展示时间 and 启用状态, as every advertising form has them. */
export function DisplayFields() {
  return (
    <>
      <Form.Item name="window" label="展示时间" rules={WINDOW_RULES} extra="到开始时间自动展示，过结束时间自动下架">
        <TimeRangePicker />
      </Form.Item>
      <Form.Item name="enabled" label="启用状态" valuePropName="checked">
        <Switch checkedChildren="启用" unCheckedChildren="停用" />
      </Form.Item>
    </>
  );
}

/** 启用 / 停用 of a row, asking first; `send` saves the flag. */
export function EnableAction({ name, enabled, send }: { name: string; enabled: number; send: (enabled: number) => Promise<unknown> }) {
  const next = enabled === 1 ? 0 : 1;
  return (
    <ConfirmAction
      danger={next === 0}
      title={next === 0 ? `确定停用${name}吗？停用后立即停止展示` : `确定启用${name}吗？启用后在展示时间内展示`}
      onConfirm={() => send(next).catch(shown)}
    >
      {next === 0 ? '停用' : '启用'}
    </ConfirmAction>
  );
}

/** The 排序 cell: the number and a handle saying the row can be dragged. */
export function SortCell({ sort, draggable }: { sort: number; draggable: boolean }) {
  if (!draggable) return <>{sort}</>;
  return (
    <Tooltip title="按住行拖动可调整顺序">
      <span className="advert-sort">
        <HolderOutlined aria-label="拖动排序" /> {sort}
      </span>
    </Tooltip>
  );
}

export interface DragSort<R> {
  /** Whether the person may reorder (holds the edit button). */
  enabled: boolean;
  /** Rows are ordered within a group (a position; 置顶 for notices): a drop elsewhere is refused with this word. */
  groupOf: (row: R) => number;
  groupWord: string;
  /** Saves `row` at `sort` (its edit with the dropped-at sort); the server renumbers the group in one transaction. */
  move: (row: R, sort: number) => Promise<unknown>;
}

/**
 * Dragging a row onto another of its group puts it at that row's place.
 * Native HTML drag and drop (no library): the table's rows carry the handlers.
 */
export function useDragSort<R extends { sort: number }>({ enabled, groupOf, groupWord, move }: DragSort<R>) {
  const { message } = App.useApp();
  const dragged = useRef<R | null>(null);
  return (row: R): HTMLAttributes<HTMLElement> => {
    if (!enabled) return {};
    return {
      draggable: true,
      className: 'advert-row--draggable',
      onDragStart: (e: DragEvent<HTMLElement>) => {
        dragged.current = row;
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(row.sort));
      },
      onDragOver: (e: DragEvent<HTMLElement>) => {
        if (!dragged.current) return;
        e.preventDefault();
        e.currentTarget.classList.add('advert-row--over');
      },
      onDragLeave: (e: DragEvent<HTMLElement>) => e.currentTarget.classList.remove('advert-row--over'),
      onDragEnd: () => {
        dragged.current = null;
      },
      onDrop: (e: DragEvent<HTMLElement>) => {
        e.preventDefault();
        e.currentTarget.classList.remove('advert-row--over');
        const from = dragged.current;
        dragged.current = null;
        if (!from || (from.sort === row.sort && groupOf(from) === groupOf(row))) return;
        if (groupOf(from) !== groupOf(row)) {
          void message.warning(`只能在同一${groupWord}内拖动排序`);
          return;
        }
        void move(from, row.sort).catch(shown);
      },
    };
  };
}
