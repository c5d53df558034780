import { MONEY_MESSAGE, MONEY_PATTERN, activityApi, centsToYuan, type ActivityRecord } from '@hrbd/contract';
import { Alert, DatePicker, Form, Input, Radio, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from '../../../lib/dayjs';
import { ImageUploader } from '../../../components/image-uploader';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { formatYuan } from '../../../lib/format';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { ACTIVITY_QUERIES } from '../shared/queries';

const agreeQuery = activityApi.agreeSettleActivity.query;
const settleQuery = activityApi.settleActivity.query;

/** The frozen 结算单's payable of the activity being decided on. */
function usePayable(activity: ActivityRecord | null) {
  const balance = useApiQuery(activityApi.queryActivityInfo, { query: { activityCode: activity?.activityCode ?? '', type: 1 } }, { enabled: activity !== null });
  return balance.data && 'payable' in balance.data && balance.data.activityCode === activity?.activityCode ? balance.data : undefined;
}

interface AgreeValues {
  agree: 0 | 1;
  reason?: string;
}

/** 同意结算 or not (with the reason: the activity returns to 待结算). */
export function AgreeDialog({ activity, onClose }: { activity: ActivityRecord | null; onClose: () => void }) {
  const agree = useApiMutation(activityApi.agreeSettleActivity, { invalidates: ACTIVITY_QUERIES });
  const b = usePayable(activity);
  return (
    <ModalForm<AgreeValues>
      title="结算审核"
      open={activity !== null}
      onClose={onClose}
      initialValues={{ agree: 1 }}
      onSubmit={(v) => agree.mutateAsync({ query: { activityCode: activity?.activityCode ?? '', agree: v.agree, reason: v.reason ?? '' } })}
    >
      {b ? (
        <Typography.Paragraph>
          活动“{activity?.activityName}”：录用 {b.hires} 人、培训 {b.trainees} 人，应结算 <Typography.Text strong>{formatYuan(b.payable)}</Typography.Text>
          {b.capped ? '（已按预算封顶）' : ''}
        </Typography.Paragraph>
      ) : (
        <Spin />
      )}
      <Form.Item name="agree" label="审核结果" rules={[{ required: true, message: '请选择审核结果' }]}>
        <Radio.Group options={[{ value: 1, label: '同意结算' }, { value: 0, label: '不同意' }]} />
      </Form.Item>
      <Form.Item noStyle dependencies={['agree']}>
        {({ getFieldValue }) =>
          getFieldValue('agree') === 0 && (
            <Form.Item name="reason" label="不同意原因" rules={contractRules(agreeQuery, 'reason', { required: '请输入不同意原因' })}>
              <Input.TextArea rows={3} count={contractCount(agreeQuery, 'reason')} />
            </Form.Item>
          )
        }
      </Form.Item>
    </ModalForm>
  );
}

interface SettleValues {
  amount: string;
  voucherNo?: string;
  payDate?: Dayjs;
  payeeAccount?: string;
  receiptKey?: string;
}

/**
 * 结算: the offline payment registration of the platform's payment channel —
 * the agreed amount, voucher number, paid date, payee account and the receipt's
 * picture; a zero payable needs no voucher.
 */
export function SettleDialog({ activity, onClose }: { activity: ActivityRecord | null; onClose: () => void }) {
  const settle = useApiMutation(activityApi.settleActivity, { invalidates: ACTIVITY_QUERIES });
  const b = usePayable(activity);
  const payable = b?.sheet?.payable ?? b?.payable;
  const zero = payable === 0;
  const open = activity !== null && payable !== undefined;
  const required = (message: string) => (zero ? [] : [{ required: true, message }]);
  return (
    <ModalForm<SettleValues>
      title="结算"
      open={open}
      onClose={onClose}
      width={640}
      labelWidth={110}
      initialValues={{ amount: payable === undefined ? '' : centsToYuan(payable), payDate: dayjs() }}
      onSubmit={(v) =>
        settle.mutateAsync({
          query: {
            activityCode: activity?.activityCode ?? '',
            amount: v.amount,
            voucherNo: v.voucherNo ?? '',
            payDate: v.payDate?.format('YYYY-MM-DD'),
            payeeAccount: v.payeeAccount ?? '',
            receiptKey: v.receiptKey ?? '',
          },
        })
      }
    >
      <Alert type="info" showIcon title={zero ? '应结算金额为 0，无需登记付款凭证' : `应结算金额 ${formatYuan(payable)}，线下转账后登记付款凭证`} style={{ marginBottom: 16 }} />
      <Form.Item
        name="amount"
        label="付款金额"
        rules={[
          { required: true, message: '请输入付款金额' },
          { pattern: MONEY_PATTERN, message: MONEY_MESSAGE },
        ]}
      >
        <Input addonAfter="元" style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="voucherNo" label="付款凭证号" rules={[...required('请输入付款凭证号'), ...contractRules(settleQuery, 'voucherNo')]}>
        <Input style={{ width: 300 }} disabled={zero} />
      </Form.Item>
      <Form.Item name="payDate" label="付款日期" rules={required('请选择付款日期')}>
        <DatePicker disabled={zero} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item name="payeeAccount" label="收款账号" rules={[...required('请输入收款账号'), ...contractRules(settleQuery, 'payeeAccount')]}>
        <Input style={{ width: 300 }} disabled={zero} />
      </Form.Item>
      <Form.Item name="receiptKey" label="付款回单" rules={required('请上传付款回单')}>
        <ImageUploader disabled={zero} />
      </Form.Item>
    </ModalForm>
  );
}
