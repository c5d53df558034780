import { applyInfoApi } from '@hrbd/contract';
import { Form, Input } from 'antd';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';

export interface RemarkDialogProps {
  /** The application whose remark is edited; closed when null. */
  target: { applyCode: string; usrName: string; remark: string } | null;
  onClose: () => void;
  onSubmit: (applyCode: string, remark: string) => Promise<unknown>;
}

/** 备注: a recruiter's note on an application, editable in any state; an empty one clears it. */
export function RemarkDialog({ target, onClose, onSubmit }: RemarkDialogProps) {
  return (
    <ModalForm<{ remark: string }>
      title={`备注${target ? `：${target.usrName}` : ''}`}
      open={target !== null}
      initialValues={{ remark: target?.remark ?? '' }}
      onClose={onClose}
      onSubmit={({ remark }) => onSubmit(target!.applyCode, remark ?? '')}
    >
      <Form.Item name="remark" label="备注" rules={contractRules(applyInfoApi.updateRemark.body, 'remark')}>
        <Input.TextArea rows={4} count={contractCount(applyInfoApi.updateRemark.body, 'remark')} placeholder="请输入备注" />
      </Form.Item>
    </ModalForm>
  );
}
