import { interviewInput } from '@hrbd/contract';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from '../../../lib/dayjs';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import type { Interview } from './use-apply-commands';

interface InterviewFormValues extends Omit<Interview, 'interviewTime'> {
  interviewTime: Dayjs;
}

export interface InterviewDialogProps {
  /** Whom the invitation is for, as the title names them: 张三, or 已选 12 人; closed when null. */
  subject: string | null;
  onClose: () => void;
  onSubmit: (interview: Interview) => Promise<unknown>;
}

type TextField = Exclude<keyof Interview, 'interviewTime'>;
const rules = (field: TextField, required?: string) => contractRules(interviewInput, field, { required });
const count = (field: TextField) => contractCount(interviewInput, field);

/**
 * 邀请面试: when, where, whom to ask and a note for the applicant. The time
 * must lie ahead (the server refuses a past one too); the phone may be a
 * mobile or a landline with its area code, judged by the contract's pattern.
 */
export function InterviewDialog({ subject, onClose, onSubmit }: InterviewDialogProps) {
  return (
    <ModalForm<InterviewFormValues>
      title={`邀请面试${subject ? `：${subject}` : ''}`}
      open={subject !== null}
      onClose={onClose}
      onSubmit={({ interviewTime, ...rest }) => onSubmit({ ...rest, interviewTime: interviewTime.format('YYYY-MM-DD HH:mm:ss') })}
    >
      <Form.Item
        name="interviewTime"
        label="面试时间"
        rules={[
          { required: true, message: '请选择面试时间' },
          {
            validator: async (_rule, value: Dayjs | undefined) => {
              if (value && !value.isAfter(dayjs())) throw new Error('面试时间应晚于当前时间');
            },
          },
        ]}
      >
        <DatePicker
          showTime={{ format: 'HH:mm', minuteStep: 5 }}
          format="YYYY-MM-DD HH:mm"
          style={{ width: '100%' }}
          placeholder="请选择面试时间"
          disabledDate={(day) => day.isBefore(dayjs(), 'day')}
        />
      </Form.Item>
      <Form.Item name="interviewPlace" label="面试地点" rules={rules('interviewPlace', '请填写面试地点')}>
        <Input count={count('interviewPlace')} placeholder="请输入面试地点" />
      </Form.Item>
      <Form.Item name="contactPerson" label="联系人" rules={rules('contactPerson', '请填写联系人')}>
        <Input count={count('contactPerson')} placeholder="请输入联系人" />
      </Form.Item>
      <Form.Item name="contactPhone" label="联系电话" rules={rules('contactPhone', '请填写联系电话')}>
        <Input count={count('contactPhone')} placeholder="手机号或带区号的固定电话" />
      </Form.Item>
      <Form.Item name="note" label="备注" rules={rules('note')}>
        <Input.TextArea rows={3} count={count('note')} placeholder="给求职者的说明，如需携带的材料" />
      </Form.Item>
    </ModalForm>
  );
}
