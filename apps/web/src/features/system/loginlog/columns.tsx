import { LOGIN_LOG_LABELS, type auditLogApi } from '@hrbd/contract';
import { labelColumns, type ListColumn, type RowOf } from '../../../components/list-page';
import { orDash } from '../../../lib/format';
import { clientCells } from '../shared/columns';
import { resultFilter, textFilter } from '../shared/filters';
import { ResultTag } from '../shared/tags';

type LoginLogRow = RowOf<typeof auditLogApi.loginLogPage>;

/** 登录日志's table and filters, from the contract's labels (the export's headers are the same). */
export const LOGIN_LOG_COLUMNS: ListColumn<LoginLogRow>[] = labelColumns<LoginLogRow, typeof LOGIN_LOG_LABELS>(LOGIN_LOG_LABELS, {
  userName: { filter: textFilter('userName', LOGIN_LOG_LABELS.userName.label) },
  result: { render: (result: number) => <ResultTag value={result} />, filter: resultFilter('登录结果') },
  reason: { render: (reason: string) => orDash(reason) },
  ip: { filter: textFilter('ip', LOGIN_LOG_LABELS.ip.label) },
  userSource: { render: (source: string) => orDash(source) },
  ...clientCells<LoginLogRow>(),
});
