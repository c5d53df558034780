import { paymentApplyApi, type PaymentApplyRecord } from '@hrbd/contract';
import { Alert, App, DatePicker, Form, Input, Modal, Radio, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ImageUploader } from '../../../components/image-uploader';
import { TransferInstructionLink } from '../../../components/transfer-instruction';
import { confirmThen } from '../../../lib/confirm';
import dayjs, { type Dayjs } from '../../../lib/dayjs';
import { formatYuan } from '../../../lib/format';
import { useApiMutation } from '../../../lib/query';
import { newRequestNo } from '../../../lib/request-no';
import { PAYMENT_QUERIES } from './queries';

/** One requestNo per opened dialog: a retried click (a lost answer) is the same request, paid once. */

interface RegisterValues {
  ok: 'paid' | 'failed';
  voucherNo?: string;
  amount?: string;
  payTime?: Dayjs;
  receiptKey?: string;
  reason?: string;
}

/**
 * 支付: 发起 (1/4 → the bank: a transfer instruction for the offline channel)
 * or 登记结果 (5 → 支付成功 with voucher, amount, the time paid and receipt; or 支付失败
 * with the bank's reason). Asked once more before it is sent. Once 发起 left
 * the money with the bank, the dialog offers the 转账指令 to download.
 */
export function PayDialog({ apply, onClose }: { apply: PaymentApplyRecord | null; onClose: () => void }) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<RegisterValues>();
  const requestNo = useMemo(() => (apply ? newRequestNo() : ''), [apply]);
  const [sending, setSending] = useState(false);
  // Once 发起 left the money with the bank: the answer's link to the 转账指令 ('' when the channel printed none).
  const [sent, setSent] = useState<{ instructionUrl: string } | null>(null);
  const pay = useApiMutation(paymentApplyApi.pay, { invalidates: PAYMENT_QUERIES });
  if (!apply) return null;
  const register = apply.applyStatus === 5;
  const amountText = formatYuan(apply.amount);

  const send = async () => {
    setSending(true);
    try {
      if (!register) {
        const { data } = await confirmThen(modal, { title: `确定发起支付 ¥${amountText} 吗？`, content: `收款方：${apply.payeeName}（${apply.payeeAccount}）` }, () =>
          pay.mutateAsync({ body: { applyCode: apply.applyCode, requestNo, step: 'send' } }),
        );
        // With the bank (支付中): stay open with the transfer instruction; a channel that answered at once needs none.
        if (data.outcome === 'sent') {
          setSent({ instructionUrl: data.instructionUrl });
          return;
        }
      } else {
        const v = await form.validateFields();
        const ok = v.ok === 'paid';
        await confirmThen(modal, { title: ok ? `确定登记支付成功（¥${v.amount}）吗？` : '确定登记支付失败吗？', danger: !ok }, () =>
          pay.mutateAsync({
            body: {
              applyCode: apply.applyCode,
              requestNo,
              step: 'register',
              ok,
              voucherNo: v.voucherNo ?? '',
              amount: v.amount ?? '',
              payTime: v.payTime?.format('YYYY-MM-DD HH:mm:00'),
              receiptKey: v.receiptKey ?? '',
              reason: v.reason ?? '',
            },
          }),
        );
      }
      onClose();
    } catch {
      // Kept open: the server's refusal was shown; the same requestNo makes a retry safe.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      title={register ? '登记支付结果' : '发起支付'}
      open
      onCancel={onClose}
      onOk={() => (sent ? onClose() : void send())}
      okText={sent ? '完成' : '确定'}
      cancelText="取消"
      cancelButtonProps={{ style: sent ? { display: 'none' } : undefined }}
      confirmLoading={sending}
      destroyOnHidden
      width={560}
    >
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        <Typography.Text>
          {apply.purpose}，应付金额 <Typography.Text strong>¥{amountText}</Typography.Text>，收款方 {apply.payeeName}（{apply.payeeBank} {apply.payeeAccount}）
        </Typography.Text>
        {!register && !sent && <Alert type="info" showIcon message="线下转账：发起后按转账指令在银行办理，到账或退票后在此登记支付结果。" />}
        {sent && (
          <>
            <Alert type="success" showIcon title="已发起支付，请下载转账指令到银行办理转账，到账或退票后登记支付结果。" />
            {sent.instructionUrl && <TransferInstructionLink url={sent.instructionUrl} code={apply.applyCode} />}
          </>
        )}
        {register && (
          <Form<RegisterValues> form={form} layout="horizontal" labelCol={{ flex: '96px' }} initialValues={{ ok: 'paid', amount: amountText, payTime: dayjs().startOf('minute') }}>
            <Form.Item name="ok" label="支付结果">
              <Radio.Group options={[{ label: '支付成功', value: 'paid' }, { label: '支付失败', value: 'failed' }]} />
            </Form.Item>
            <Form.Item noStyle shouldUpdate={(a, b) => a.ok !== b.ok}>
              {({ getFieldValue }) =>
                getFieldValue('ok') === 'paid' ? (
                  <>
                    <Form.Item name="voucherNo" label="凭证号" rules={[{ required: true, whitespace: true, message: '请输入凭证号' }]}>
                      <Input maxLength={64} placeholder="银行转账凭证号" />
                    </Form.Item>
                    <Form.Item name="amount" label="支付金额" rules={[{ required: true, message: '请输入支付金额' }]}>
                      <Input suffix="元" />
                    </Form.Item>
                    <Form.Item name="payTime" label="支付时间" rules={[{ required: true, message: '请选择支付时间' }]}>
                      <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
                    </Form.Item>
                    <Form.Item name="receiptKey" label="支付回单">
                      <ImageUploader />
                    </Form.Item>
                  </>
                ) : (
                  <Form.Item name="reason" label="失败原因" rules={[{ required: true, whitespace: true, message: '请输入失败原因' }]}>
                    <Input.TextArea rows={3} maxLength={200} showCount placeholder="银行退票或失败的原因" />
                  </Form.Item>
                )
              }
            </Form.Item>
          </Form>
        )}
      </Space>
    </Modal>
  );
}
