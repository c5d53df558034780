import { auditLogApi } from '@hrbd/contract';
import { useState } from 'react';
import { actionsColumn, ListPage, type ListColumn } from '../../../components/list-page';
import { ActionLink } from '../../../components/row-actions';
import { timeRangeFilter } from '../shared/filters';
import { OPERATION_LOG_COLUMNS, type OperationLogRow } from './columns';
import { OperationLogDetail } from './operlog-detail';

const EXTRA_FILTERS = [timeRangeFilter('操作时间')];

/** 操作日志: every call that changed data, who made it and how it ended. */
export default function OperationLogPage() {
  const [shown, setShown] = useState<OperationLogRow | null>(null);
  const [columns] = useState<ListColumn<OperationLogRow>[]>(() => [
    ...OPERATION_LOG_COLUMNS,
    actionsColumn<OperationLogRow>(['详情'], (row) => <ActionLink onClick={() => setShown(row)}>详情</ActionLink>),
  ]);
  return (
    <>
      <ListPage endpoint={auditLogApi.operLogPage} columns={columns} rowKey="id" extraFilters={EXTRA_FILTERS} />
      <OperationLogDetail row={shown} onClose={() => setShown(null)} />
    </>
  );
}
