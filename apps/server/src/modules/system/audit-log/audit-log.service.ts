import type { DataOf, auditLogApi } from '@hrbd/contract';
import type { AppDeps } from '../../../platform/context.js';
import { keysetBatches } from '../../../platform/export/batches.js';
import type { PageRequest } from '../../../platform/paging.js';
import { withClientPlatform } from '../../../platform/user-agent.js';
import * as repo from './audit-log.repository.js';

type OperationLogPage = DataOf<typeof auditLogApi.operLogPage>;
type LoginLogPage = DataOf<typeof auditLogApi.loginLogPage>;

export async function operationLogs(deps: AppDeps, filter: repo.OperationLogFilter, page: PageRequest): Promise<OperationLogPage> {
  const result = await repo.pageOperationLogs(deps.db, filter, page);
  return { total: result.total, records: result.records.map((row) => ({ ...row, realName: row.realName ?? '' })) };
}

export async function loginLogs(deps: AppDeps, filter: repo.LoginLogFilter, page: PageRequest): Promise<LoginLogPage> {
  const result = await repo.pageLoginLogs(deps.db, filter, page);
  return { total: result.total, records: result.records.map(withClientPlatform) };
}

const cursorOf = (last: { createTime: string; id: number }): repo.LogCursor => ({ createTime: last.createTime, id: Number(last.id) });

/** The operation log for an export: its total, and its rows as the list shows them, a batch at a time. */
export function operationLogsForExport(deps: AppDeps, filter: repo.OperationLogFilter) {
  return {
    count: () => repo.countOperationLogs(deps.db, filter),
    batches: async function* () {
      for await (const batch of keysetBatches(deps.db, (after, limit) => repo.operationLogsAfter(deps.db, filter, after, limit), cursorOf)) {
        yield batch.map((row) => ({ ...row, realName: row.realName ?? '' }));
      }
    },
  };
}

/** The login log for an export, as operationLogsForExport. */
export function loginLogsForExport(deps: AppDeps, filter: repo.LoginLogFilter) {
  return {
    count: () => repo.countLoginLogs(deps.db, filter),
    batches: async function* () {
      for await (const batch of keysetBatches(deps.db, (after, limit) => repo.loginLogsAfter(deps.db, filter, after, limit), cursorOf)) yield batch.map(withClientPlatform);
    },
  };
}
