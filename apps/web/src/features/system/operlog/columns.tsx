import type { auditLogApi } from '@hrbd/contract';
import { Tag } from 'antd';
import type { ListColumn, RowOf } from '../../../components/list-page';
import { orDash } from '../../../lib/format';
import { longTextColumn, timeColumn } from '../shared/columns';
import { resultFilter, textFilter } from '../shared/filters';
import { ResultTag } from '../shared/tags';

export type OperationLogRow = RowOf<typeof auditLogApi.operLogPage>;

/** 操作日志's table and filters; also the overview's recent-operations table (without filters). */
export const OPERATION_LOG_COLUMNS: ListColumn<OperationLogRow>[] = [
  { title: '操作人', dataIndex: 'userName', width: 120, filter: textFilter('userName', '操作人') },
  { title: '姓名', dataIndex: 'realName', width: 100, render: (name: string) => orDash(name) },
  { title: '操作', dataIndex: 'summary', width: 160 },
  { title: '请求方式', dataIndex: 'method', width: 90, render: (method: string) => <Tag>{method}</Tag> },
  { title: '接口地址', dataIndex: 'path', width: 240, filter: textFilter('path', '接口地址') },
  { title: '目标编号', dataIndex: 'targetCode', width: 150, render: (code: string) => orDash(code) },
  { title: '结果', dataIndex: 'result', width: 80, render: (result: number) => <ResultTag value={result} />, filter: resultFilter('操作结果') },
  { title: '状态码', dataIndex: 'httpStatus', width: 80 },
  longTextColumn<OperationLogRow>('错误信息', 'errorMsg', 200),
  { title: 'IP', dataIndex: 'ip', width: 130 },
  { title: '耗时(ms)', dataIndex: 'durationMs', width: 90, align: 'right' },
  timeColumn<OperationLogRow>('操作时间', 'createTime'),
];
