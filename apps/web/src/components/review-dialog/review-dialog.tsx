import { App, Form, Input, Radio } from 'antd';
import { ModalForm, type ContractField } from '../modal-form';
import { confirmThen } from '../../lib/confirm';

export interface ReviewDecision {
  passed: boolean;
  /** The reason, given when rejected. */
  rejectDesc?: string;
}

interface ReviewValues {
  result: 'pass' | 'reject';
  rejectDesc?: string;
}

export interface ReviewDialogProps {
  /** The dialog's title, e.g. 企业审核. */
  title: string;
  /** What is reviewed, as the question names it: 企业“郑州某某公司”. */
  subject: string | null;
  onClose: () => void;
  /** The reason's rules and counter from the endpoint's contract (its length), besides being required to reject. */
  reason: ContractField;
  onSubmit: (decision: ReviewDecision) => Promise<unknown>;
}

/**
 * 审核: 通过 or 驳回 with a reason (required to reject), asked once more
 * before it is sent, as a decision the submitter is told of cannot be taken back.
 */
export function ReviewDialog({ title, subject, onClose, reason, onSubmit }: ReviewDialogProps) {
  const { modal } = App.useApp();
  const submit = (values: ReviewValues) => {
    const passed = values.result === 'pass';
    return confirmThen(
      modal,
      {
        title: passed ? `确定审核通过${subject ?? ''}吗？` : `确定驳回${subject ?? ''}吗？`,
        content: passed ? undefined : `驳回原因：${values.rejectDesc ?? ''}`,
        danger: !passed,
      },
      () => onSubmit({ passed, rejectDesc: passed ? undefined : values.rejectDesc }),
    );
  };
  return (
    <ModalForm<ReviewValues> title={title} open={subject !== null} onClose={onClose} initialValues={{ result: 'pass' }} onSubmit={submit}>
      <Form.Item name="result" label="审核结果" rules={[{ required: true, message: '请选择审核结果' }]}>
        <Radio.Group
          options={[
            { value: 'pass', label: '通过' },
            { value: 'reject', label: '驳回' },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['result']}>
        {({ getFieldValue }) =>
          getFieldValue('result') === 'reject' && (
            <Form.Item name="rejectDesc" label="驳回原因" rules={[{ required: true, whitespace: true, message: '请填写驳回原因' }, ...reason.rules]}>
              <Input.TextArea rows={4} count={reason.count} placeholder="请输入驳回原因，将告知提交人" />
            </Form.Item>
          )
        }
      </Form.Item>
    </ModalForm>
  );
}
