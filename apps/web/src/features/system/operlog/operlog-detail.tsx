import { OPERATION_LOG_LABELS as L } from '@hrbd/contract';
import { Drawer, Tag } from 'antd';
import { useRef } from 'react';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { PrintButton } from '../../../components/print';
import { ResultTag } from '../shared/tags';
import type { OperationLogRow } from './columns';

/** Every field of one operation, the long ones (path, error) in full, which the table cuts short. */
export const OPERATION_LOG_FIELDS: DetailField<OperationLogRow>[] = [
  { key: 'userName', label: L.userName.label },
  { key: 'realName', label: L.realName.label },
  { key: 'summary', label: L.summary.label },
  { key: 'result', label: L.result.label, render: (result) => <ResultTag value={result} /> },
  { key: 'method', label: L.method.label, render: (method) => <Tag>{method}</Tag> },
  { key: 'httpStatus', label: L.httpStatus.label },
  { key: 'path', label: L.path.label, span: 2 },
  { key: 'targetCode', label: L.targetCode.label, span: 2 },
  { key: 'errorMsg', label: L.errorMsg.label, span: 2 },
  { key: 'ip', label: L.ip.label },
  { key: 'durationMs', label: L.durationMs.label },
  { key: 'createTime', label: L.createTime.label, span: 2 },
];

/** 操作日志详情: one operation in a drawer, printable. */
export function OperationLogDetail({ row, onClose }: { row: OperationLogRow | null; onClose: () => void }) {
  const printed = useRef<HTMLDivElement>(null);
  return (
    <Drawer title="操作日志详情" open={row !== null} onClose={onClose} size={640} extra={<PrintButton target={printed} title="操作日志详情" />}>
      {row && (
        <div ref={printed}>
          <DetailView fields={OPERATION_LOG_FIELDS} record={row} />
        </div>
      )}
    </Drawer>
  );
}
