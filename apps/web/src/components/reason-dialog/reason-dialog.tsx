import { App, Form, Input } from 'antd';
import { ModalForm, type ContractField } from '../modal-form';
import { confirmThen } from '../../lib/confirm';

export interface ReasonDialogProps {
  title: string;
  /** What the action is taken on, as the question names it: 岗位“数控车工”. */
  subject: string | null;
  /** The reason's label, e.g. 强制下线原因. */
  label: string;
  /** Rules and counter from the endpoint's contract for the reason field. */
  field: ContractField;
  /** The question before sending, e.g. 确定强制下线岗位“数控车工”吗？ */
  question: (subject: string) => string;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<unknown>;
}

/** An action that needs a reason and a second thought (强制下线): reason required, then confirmed. */
export function ReasonDialog({ title, subject, label, field, question, onClose, onSubmit }: ReasonDialogProps) {
  const { modal } = App.useApp();
  return (
    <ModalForm<{ reason: string }>
      title={title}
      open={subject !== null}
      onClose={onClose}
      onSubmit={({ reason }) =>
        confirmThen(modal, { title: question(subject ?? ''), content: `${label}：${reason}`, danger: true }, () => onSubmit(reason))
      }
    >
      <Form.Item name="reason" label={label} rules={field.rules}>
        <Input.TextArea rows={4} count={field.count} placeholder={`请输入${label}`} />
      </Form.Item>
    </ModalForm>
  );
}
