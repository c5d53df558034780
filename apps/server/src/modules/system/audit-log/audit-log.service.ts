import type { DataOf, auditLogApi } from '@hrbd/contract';
import type { AppDeps } from '../../../platform/context.js';
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
