import { Drawer, Tag } from 'antd';
import { useRef } from 'react';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { PrintButton } from '../../../components/print';
import { ResultTag } from '../shared/tags';
import type { OperationLogRow } from './columns';

/** Every field of one operation, the long ones (path, error) in full, which the table cuts short. */
export const OPERATION_LOG_FIELDS: DetailField<OperationLogRow>[] = [
  { key: 'userName', label: '操作人' },
  { key: 'realName', label: '姓名' },
  { key: 'summary', label: '操作' },
  { key: 'result', label: '结果', render: (result) => <ResultTag value={result} /> },
  { key: 'method', label: '请求方式', render: (method) => <Tag>{method}</Tag> },
  { key: 'httpStatus', label: '状态码' },
  { key: 'path', label: '接口地址', span: 2 },
  { key: 'targetCode', label: '目标编号', span: 2 },
  { key: 'errorMsg', label: '错误信息', span: 2 },
  { key: 'ip', label: 'IP' },
  { key: 'durationMs', label: '耗时(ms)' },
  { key: 'createTime', label: '操作时间', span: 2 },
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
