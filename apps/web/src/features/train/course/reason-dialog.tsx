import { App, Form, Input } from 'antd';
import { ModalForm, type ContractField } from '../../../components/modal-form';
import { confirmThen } from '../../../lib/confirm';

export interface CourseReasonDialogProps {
  /** 审核驳回 or 强制下线; closed without a subject. */
  title: string;
  /** What it is done to, as the question names it: 课程“电工上岗证培训”, 3门课程. */
  subject: string | null;
  label: string;
  field: ContractField;
  question: (subject: string) => string;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<unknown>;
}

/** A move that needs a reason and a second thought: the reason (required), then 确定. */
export function CourseReasonDialog({ title, subject, label, field, question, onClose, onSubmit }: CourseReasonDialogProps) {
  const { modal } = App.useApp();
  return (
    <ModalForm<{ reason: string }>
      title={title}
      open={subject !== null}
      onClose={onClose}
      onSubmit={({ reason }) => confirmThen(modal, { title: question(subject ?? ''), content: `${label}：${reason}`, danger: true }, () => onSubmit(reason))}
    >
      <Form.Item name="reason" label={label} rules={field.rules}>
        <Input.TextArea rows={4} count={field.count} placeholder={`请输入${label}`} />
      </Form.Item>
    </ModalForm>
  );
}
