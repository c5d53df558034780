import type { auditLogApi } from '@hrbd/contract';
import type { ListColumn, RowOf } from '../../../components/list-page';
import { orDash } from '../../../lib/format';
import { clientColumns, timeColumn } from '../shared/columns';
import { resultFilter, textFilter } from '../shared/filters';
import { ResultTag } from '../shared/tags';

type LoginLogRow = RowOf<typeof auditLogApi.loginLogPage>;

/** 登录日志's table and filters. */
export const LOGIN_LOG_COLUMNS: ListColumn<LoginLogRow>[] = [
  { title: '用户名', dataIndex: 'userName', width: 130, filter: textFilter('userName', '用户名') },
  { title: '结果', dataIndex: 'result', width: 80, render: (result: number) => <ResultTag value={result} />, filter: resultFilter('登录结果') },
  { title: '说明', dataIndex: 'reason', width: 220, render: (reason: string) => orDash(reason) },
  { title: '登录IP', dataIndex: 'ip', width: 140, filter: textFilter('ip', '登录IP') },
  { title: '来源', dataIndex: 'userSource', width: 100, render: (source: string) => orDash(source) },
  ...clientColumns<LoginLogRow>(),
  timeColumn<LoginLogRow>('登录时间', 'createTime'),
];
