import {
  SCHEDULE_ENABLED_LABELS,
  SCHEDULE_RESULT,
  SCHEDULE_RESULT_LABELS,
  SCHEDULE_TRIGGER_LABELS,
  type scheduleApi,
} from '@hrbd/contract';
import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LabelTag } from '../../../components/label-tag';
import type { ListColumn, RowOf } from '../../../components/list-page';
import { orDash } from '../../../lib/format';
import { longTextColumn, timeColumn } from '../shared/columns';
import { labelFilter } from '../shared/filters';

export type ScheduleTaskRow = RowOf<typeof scheduleApi.list>;
export type ScheduleRunRow = RowOf<typeof scheduleApi.runPage>;

const ENABLED_COLORS: Record<number, string> = { 1: 'success', 0: 'warning' };
const RESULT_COLORS: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error' };

export function ResultTag({ value }: { value: number }) {
  return <LabelTag value={value} labels={SCHEDULE_RESULT_LABELS} colors={RESULT_COLORS} />;
}

/** 定时任务's table: one row per task the server's modules define. */
export function taskColumns(renderActions: (task: ScheduleTaskRow) => ReactNode): ListColumn<ScheduleTaskRow>[] {
  return [
    {
      title: '任务名称',
      dataIndex: 'taskName',
      width: 260,
      fixed: 'left',
      render: (name: string, task) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary">{task.description}</Typography.Text>
        </Space>
      ),
    },
    { title: '执行计划', dataIndex: 'cron', width: 130, render: (cron: string) => <Typography.Text code>{cron}</Typography.Text> },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 90,
      render: (enabled: number) => <LabelTag value={enabled} labels={SCHEDULE_ENABLED_LABELS} colors={ENABLED_COLORS} />,
    },
    { title: '上次执行时间', key: 'lastStart', width: 170, render: (_: unknown, task) => orDash(task.lastRun?.startTime) },
    {
      title: '上次执行结果',
      key: 'lastResult',
      width: 200,
      render: (_: unknown, { lastRun }) =>
        lastRun ? (
          <Space size={4}>
            <ResultTag value={lastRun.result} />
            {lastRun.result === SCHEDULE_RESULT.SUCCESS && <span>变更 {lastRun.rowsChanged} 条</span>}
            {lastRun.result === SCHEDULE_RESULT.FAILED && (
              <Typography.Text type="danger" ellipsis={{ tooltip: lastRun.errorMsg }} style={{ maxWidth: 110 }}>
                {lastRun.errorMsg}
              </Typography.Text>
            )}
          </Space>
        ) : (
          '-'
        ),
    },
    timeColumn<ScheduleTaskRow>('下次执行时间', 'nextRunTime'),
    { title: '操作', key: 'actions', fixed: 'right', width: 150, render: (_: unknown, task) => renderActions(task) },
  ];
}

/** 执行记录's table and filters; the task filter offers the tasks the list above shows. */
export function runColumns(tasks: ReadonlyArray<{ taskCode: string; taskName: string }>): ListColumn<ScheduleRunRow>[] {
  return [
    {
      title: '任务名称',
      dataIndex: 'taskName',
      width: 150,
      fixed: 'left',
      filter: { kind: 'select', name: 'taskCode', label: '任务名称', options: tasks.map((t) => ({ label: t.taskName, value: t.taskCode })) },
    },
    {
      title: '触发方式',
      dataIndex: 'trigger',
      width: 100,
      render: (trigger: number) => <LabelTag value={trigger} labels={SCHEDULE_TRIGGER_LABELS} />,
    },
    timeColumn<ScheduleRunRow>('计划时间', 'dueTime'),
    timeColumn<ScheduleRunRow>('开始时间', 'startTime'),
    timeColumn<ScheduleRunRow>('结束时间', 'endTime'),
    {
      title: '执行结果',
      dataIndex: 'result',
      width: 100,
      render: (result: number) => <ResultTag value={result} />,
      filter: labelFilter('result', '执行结果', SCHEDULE_RESULT_LABELS, [SCHEDULE_RESULT.SUCCESS, SCHEDULE_RESULT.FAILED, SCHEDULE_RESULT.RUNNING]),
    },
    { title: '变更条数', dataIndex: 'rowsChanged', width: 90 },
    longTextColumn<ScheduleRunRow>('错误信息', 'errorMsg', 220),
    { title: '操作人', dataIndex: 'operatorName', width: 110, render: (name: string) => orDash(name) },
    longTextColumn<ScheduleRunRow>('执行实例', 'instance', 200),
  ];
}
