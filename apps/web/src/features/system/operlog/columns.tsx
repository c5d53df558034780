import { OPERATION_LOG_LABELS, type auditLogApi } from '@hrbd/contract';
import { Tag } from 'antd';
import { labelColumns, type ListColumn, type RowOf } from '../../../components/list-page';
import { orDash } from '../../../lib/format';
import { resultFilter, textFilter } from '../shared/filters';
import { ResultTag } from '../shared/tags';

export type OperationLogRow = RowOf<typeof auditLogApi.operLogPage>;

/** 操作日志's table and filters from the contract's labels; also the overview's recent-operations table (without filters). */
export const OPERATION_LOG_COLUMNS: ListColumn<OperationLogRow>[] = labelColumns<OperationLogRow, typeof OPERATION_LOG_LABELS>(OPERATION_LOG_LABELS, {
  userName: { filter: textFilter('userName', OPERATION_LOG_LABELS.userName.label) },
  result: { render: (result: number) => <ResultTag value={result} />, filter: resultFilter('操作结果') },
  path: { filter: textFilter('path', OPERATION_LOG_LABELS.path.label) },
  realName: { render: (name: string) => orDash(name) },
  method: { render: (method: string) => <Tag>{method}</Tag> },
  targetCode: { render: (code: string) => orDash(code) },
  errorMsg: { render: (text: string) => orDash(text) },
});
