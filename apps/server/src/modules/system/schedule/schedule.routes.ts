import { describeRun, SCHEDULE_ENABLED_LABELS, scheduleApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';

/** 系统管理 › 定时任务: the platform scheduler's tasks and runs (deps.scheduler). */
export const scheduleRoutes = [
  route(scheduleApi.list, ({ deps, body }) => deps.scheduler.taskPage(body)),
  route(scheduleApi.runPage, ({ deps, body }) => {
    const { pageNum, pageSize, ...filter } = body;
    return deps.scheduler.runPage(filter, { pageNum, pageSize });
  }),
  route(scheduleApi.run, async ({ deps, actor, body }) => {
    const run = await deps.scheduler.runNow(body.taskCode, actor.realName);
    return withMsg(run, describeRun(run));
  }),
  route(scheduleApi.enable, async ({ deps, actor, body }) => {
    await deps.scheduler.setEnabled(body.taskCode, body.enabled, actor.realName);
    return withMsg(null, SCHEDULE_ENABLED_LABELS[body.enabled]);
  }),
];
