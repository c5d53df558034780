import {
  SCHEDULE_ENABLED_LABELS,
  SCHEDULE_RESULT,
  SCHEDULE_RESULT_LABELS,
  SCHEDULE_RUN_LABELS,
  SCHEDULE_TASK_LABELS,
  SCHEDULE_TRIGGER_LABELS,
  type scheduleApi,
} from '@hrbd/contract';
import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LabelTag, labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, type ListColumn, type RowOf } from '../../../components/list-page';
import { orDash } from '../../../lib/format';

export type ScheduleTaskRow = RowOf<typeof scheduleApi.list>;
export type ScheduleRunRow = RowOf<typeof scheduleApi.runPage>;

const ENABLED_COLORS: Record<number, string> = { 1: 'success', 0: 'warning' };
const RESULT_COLORS: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error' };

export function ResultTag({ value }: { value: number }) {
  return <LabelTag value={value} labels={SCHEDULE_RESULT_LABELS} colors={RESULT_COLORS} />;
}

/** 定时任务's table, from the contract's labels: one row per task the server's modules define (what it does on hover). */
export function taskColumns(renderActions: (task: ScheduleTaskRow) => ReactNode): ListColumn<ScheduleTaskRow>[] {
  return [
    ...labelColumns<ScheduleTaskRow, typeof SCHEDULE_TASK_LABELS>(SCHEDULE_TASK_LABELS, {
      taskName: {
        fixed: 'left',
        render: (name: string, task) => (
          <Typography.Text strong title={task.description}>
            {name}
          </Typography.Text>
        ),
      },
      cron: { render: (cron: string) => <Typography.Text code>{cron}</Typography.Text> },
      enabled: { render: (enabled: number) => <LabelTag value={enabled} labels={SCHEDULE_ENABLED_LABELS} colors={ENABLED_COLORS} /> },
      lastStart: { render: (_: unknown, task) => orDash(task.lastRun?.startTime) },
      lastResult: {
        render: (_: unknown, { lastRun }) =>
          lastRun ? (
            <Space size={4}>
              <ResultTag value={lastRun.result} />
              {lastRun.result === SCHEDULE_RESULT.SUCCESS && <span>变更 {lastRun.rowsChanged} 条</span>}
              {lastRun.result === SCHEDULE_RESULT.FAILED && (
                <Typography.Text type="danger" ellipsis={{ tooltip: lastRun.errorMsg }} style={{ maxWidth: 100 }}>
                  {lastRun.errorMsg}
                </Typography.Text>
              )}
            </Space>
          ) : (
            '-'
          ),
      },
      nextRunTime: { render: (time: string | null) => orDash(time) },
    }),
    actionsColumn(['立即执行', '暂停'], renderActions),
  ];
}

/** 执行记录's table and filters, from the contract's labels; the task filter offers the tasks the list above shows. */
export function runColumns(tasks: ReadonlyArray<{ taskCode: string; taskName: string }>): ListColumn<ScheduleRunRow>[] {
  return labelColumns<ScheduleRunRow, typeof SCHEDULE_RUN_LABELS>(SCHEDULE_RUN_LABELS, {
    taskName: { fixed: 'left', filter: { kind: 'select', name: 'taskCode', options: tasks.map((t) => ({ label: t.taskName, value: t.taskCode })) } },
    result: {
      render: (result: number) => <ResultTag value={result} />,
      filter: { kind: 'select', name: 'result', options: labelOptions(SCHEDULE_RESULT_LABELS, [SCHEDULE_RESULT.SUCCESS, SCHEDULE_RESULT.FAILED, SCHEDULE_RESULT.RUNNING]) },
    },
    trigger: { render: (trigger: number) => <LabelTag value={trigger} labels={SCHEDULE_TRIGGER_LABELS} /> },
    endTime: { render: (time: string | null) => orDash(time) },
    errorMsg: { render: (message: string) => orDash(message) },
    operatorName: { render: (name: string) => orDash(name) },
  });
}
