import { billWithdrawalApi, centsToYuan, type WithdrawalRecord } from '@hrbd/contract';
import { App, DatePicker, Form, Input, Radio } from 'antd';
import { useMemo } from 'react';
import { ImageUploader } from '../../../components/image-uploader';
import { contractField, ModalForm } from '../../../components/modal-form';
import { TransferInstructionLink } from '../../../components/transfer-instruction';
import { confirmThen } from '../../../lib/confirm';
import dayjs, { type Dayjs } from '../../../lib/dayjs';
import { useApiMutation } from '../../../lib/query';
import { newRequestNo } from '../../../lib/request-no';
import { WITHDRAWAL_QUERIES } from '../shared/queries';

/** A fresh request number for one 打款 call; a retry of the same dialog sends it again, so nothing is paid twice. */

const body = billWithdrawalApi.toPayStore.body;
const VOUCHER = contractField(body, 'voucherNo');
const FAIL_REASON = contractField(body, 'failReason');

/** 发起打款: asked first; the answer's transfer instruction (PDF) is offered for download. */
export function useSendPayout() {
  const { modal } = App.useApp();
  const pay = useApiMutation(billWithdrawalApi.toPayStore, { invalidates: WITHDRAWAL_QUERIES });
  return (w: WithdrawalRecord) => {
    const requestNo = newRequestNo();
    return confirmThen(
      modal,
      { title: `确定向“${w.storeName}”打款 ${centsToYuan(w.amount)} 元吗？`, content: `收款账户：${w.accountName}，${w.bankName} ${w.accountNo}。发起后请按转账指令到银行办理转账，再登记打款结果。` },
      () => pay.mutateAsync({ body: { withdrawalCode: w.withdrawalCode, requestNo, step: 1 } }),
    ).then(({ data }) => {
      if (data.instructionUrl) {
        modal.success({
          title: '已发起打款',
          content: <TransferInstructionLink url={data.instructionUrl} code={w.withdrawalCode} />,
        });
      }
    });
  };
}

interface ResultValues {
  result: 'success' | 'fail';
  voucherNo?: string;
  amount?: string;
  payTime?: Dayjs;
  receiptKey?: string;
  failReason?: string;
}

/** 登记打款结果: the bank's voucher (number, amount = the withdrawal's, date and time, receipt picture) or its reason for refusing. */
export function PayResultDialog({ withdrawal, onClose }: { withdrawal: WithdrawalRecord | null; onClose: () => void }) {
  const { modal } = App.useApp();
  const pay = useApiMutation(billWithdrawalApi.toPayStore, { invalidates: WITHDRAWAL_QUERIES });
  // One request number per opening: 确定 again after a failed answer repeats the same call.
  const requestNo = useMemo(() => (withdrawal ? newRequestNo() : ''), [withdrawal]);
  const submit = (v: ResultValues) => {
    const w = withdrawal;
    if (!w) return Promise.resolve();
    const success = v.result === 'success';
    return confirmThen(
      modal,
      {
        title: success ? `确定登记“${w.storeName}”打款成功吗？` : `确定登记“${w.storeName}”打款失败吗？`,
        content: success ? `凭证号 ${v.voucherNo ?? ''}，金额 ${v.amount ?? ''} 元` : `失败原因：${v.failReason ?? ''}`,
        danger: !success,
      },
      () =>
        pay.mutateAsync({
          body: success
            ? { withdrawalCode: w.withdrawalCode, requestNo, step: 2, success, voucherNo: v.voucherNo, amount: v.amount, payTime: v.payTime?.format('YYYY-MM-DD HH:mm:00'), receiptKey: v.receiptKey }
            : { withdrawalCode: w.withdrawalCode, requestNo, step: 2, success, failReason: v.failReason },
        }),
    );
  };
  return (
    <ModalForm<ResultValues>
      title="登记打款结果"
      open={withdrawal !== null}
      onClose={onClose}
      onSubmit={submit}
      initialValues={{ result: 'success', amount: withdrawal ? centsToYuan(withdrawal.amount) : undefined, payTime: dayjs().startOf('minute') }}
    >
      <Form.Item label="收款方">
        {withdrawal?.accountName} {withdrawal?.bankName} {withdrawal?.accountNo}
      </Form.Item>
      <Form.Item name="result" label="打款结果" rules={[{ required: true, message: '请选择打款结果' }]}>
        <Radio.Group
          options={[
            { value: 'success', label: '打款成功' },
            { value: 'fail', label: '打款失败' },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['result']}>
        {({ getFieldValue }) =>
          getFieldValue('result') === 'success' ? (
            <>
              <Form.Item name="voucherNo" label="凭证号" rules={[{ required: true, whitespace: true, message: '请输入凭证号' }, ...VOUCHER.rules]}>
                <Input placeholder="银行转账凭证号" />
              </Form.Item>
              <Form.Item name="amount" label="打款金额" extra="应与提现金额一致" rules={[{ required: true, message: '请输入打款金额' }]}>
                <Input suffix="元" />
              </Form.Item>
              <Form.Item name="payTime" label="打款时间" rules={[{ required: true, message: '请选择打款时间' }]}>
                <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
              </Form.Item>
              <Form.Item name="receiptKey" label="打款回单" rules={[{ required: true, message: '请上传打款回单' }]}>
                <ImageUploader />
              </Form.Item>
            </>
          ) : (
            <Form.Item name="failReason" label="失败原因" rules={[{ required: true, whitespace: true, message: '请输入失败原因' }, ...FAIL_REASON.rules]}>
              <Input.TextArea rows={3} count={FAIL_REASON.count} placeholder="银行退回的原因" />
            </Form.Item>
          )
        }
      </Form.Item>
    </ModalForm>
  );
}
