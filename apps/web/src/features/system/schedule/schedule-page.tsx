import { describeRun, SCHEDULE_ENABLED, SCHEDULE_RESULT, SCHEDULE_RUN_LABELS, scheduleApi } from '@hrbd/contract';
import { App, Space } from 'antd';
import { useMemo } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { ListPage } from '../../../components/list-page';
import { ConfirmAction, RowActions } from '../../../components/row-actions';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { timeRangeFilter } from '../shared/filters';
import { runColumns, taskColumns, type ScheduleTaskRow } from './columns';

const { list: scheduleTasks, runPage: scheduleRuns, run: runSchedule, enable: enableSchedule } = scheduleApi;
const ALL_TASKS = { body: { pageNum: 1, pageSize: 100 } };
/** Stable between renders: the filter form is reset when its filters change. */
const RUN_FILTERS = [timeRangeFilter(SCHEDULE_RUN_LABELS.startTime.label)];

/** 定时任务: the server's scheduled tasks (立即执行, 暂停/启用) and the history of their runs. */
export default function SchedulePage() {
  const { can } = useCurrentUser();
  const { message } = App.useApp();
  const mayRun = can(runSchedule);
  const mayEnable = can(enableSchedule);
  // A failed run is still an answered call: say how it went, in red when it failed.
  const run = useApiMutation(runSchedule, {
    invalidates: [scheduleTasks, scheduleRuns],
    successMessage: false,
    onSuccess: (result) => void (result.result === SCHEDULE_RESULT.FAILED ? message.error(describeRun(result)) : message.success(describeRun(result))),
  });
  const enable = useApiMutation(enableSchedule, { invalidates: [scheduleTasks] });
  const runNow = run.mutateAsync;
  const setEnabled = enable.mutateAsync;

  const tasks = useApiQuery(scheduleTasks, ALL_TASKS);
  const taskOptions = tasks.data?.records;

  // Stable between renders: the list page rebuilds its filter form when the columns change.
  const columnsOfTasks = useMemo(
    () =>
      taskColumns((task: ScheduleTaskRow) => {
        const paused = task.enabled === SCHEDULE_ENABLED.PAUSED;
        return (
          <RowActions>
            {mayRun && (
              <ConfirmAction
                title={`确定立即执行定时任务“${task.taskName}”吗？`}
                onConfirm={() => runNow({ body: { taskCode: task.taskCode } }).catch(() => undefined)}
              >
                立即执行
              </ConfirmAction>
            )}
            {mayEnable && (
              <ConfirmAction
                danger={!paused}
                title={paused ? `确定启用定时任务“${task.taskName}”吗？` : `确定暂停定时任务“${task.taskName}”吗？暂停后到点不再执行。`}
                onConfirm={() =>
                  setEnabled({ body: { taskCode: task.taskCode, enabled: paused ? SCHEDULE_ENABLED.ENABLED : SCHEDULE_ENABLED.PAUSED } }).catch(
                    () => undefined,
                  )
                }
              >
                {paused ? '启用' : '暂停'}
              </ConfirmAction>
            )}
          </RowActions>
        );
      }),
    [mayRun, mayEnable, runNow, setEnabled],
  );
  const columnsOfRuns = useMemo(() => runColumns(taskOptions ?? []), [taskOptions]);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <ListPage title="定时任务" endpoint={scheduleTasks} columns={columnsOfTasks} rowKey="taskCode" />
      <ListPage title="执行记录" endpoint={scheduleRuns} columns={columnsOfRuns} rowKey="id" extraFilters={RUN_FILTERS} urlPrefix="runs" />
    </Space>
  );
}
