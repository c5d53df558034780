import { auditLogApi } from '@hrbd/contract';
import { ListPage } from '../../../components/list-page';
import { timeRangeFilter } from '../shared/filters';
import { LOGIN_LOG_COLUMNS } from './columns';

const EXTRA_FILTERS = [timeRangeFilter('登录时间')];

/** 登录日志: every sign-in attempt, successful or not, with why it failed. */
export default function LoginLogPage() {
  return <ListPage endpoint={auditLogApi.loginLogPage} columns={LOGIN_LOG_COLUMNS} rowKey="id" extraFilters={EXTRA_FILTERS} />;
}
