import { MONEY_MESSAGE, MONEY_PATTERN, centsToYuan, rechargeApi, type RechargeRecord } from '@hrbd/contract';
import { Alert, App, DatePicker, Form, Input, Radio } from 'antd';
import { useMemo } from 'react';
import { ImageUploader } from '../../../components/image-uploader';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { confirmThen } from '../../../lib/confirm';
import dayjs, { type Dayjs } from '../../../lib/dayjs';
import { formatYuan } from '../../../lib/format';
import { useApiMutation } from '../../../lib/query';
import { newRequestNo } from '../../../lib/request-no';
import { RECHARGE_QUERIES } from './shared';

const body = rechargeApi.rechargeApply.body;

interface RechargeValues {
  result: 1 | 2;
  voucherNo?: string;
  payMoney?: string;
  payTime?: Dayjs;
  receiptKey?: string;
  failReason?: string;
}

/**
 * 充值: the operator registers the company's transfer (voucher number, amount
 * — exactly the application's total — date and the receipt's picture), and
 * every person's e-card is credited; or records that the money has not
 * arrived (充值失败, with the reason). Confirmed before it is sent: money
 * credited cannot be taken back. One request number per opening, so a
 * double click or a retry after a lost answer is not a second recharge.
 */
export function RechargeDialog({ apply, onClose }: { apply: RechargeRecord | null; onClose: () => void }) {
  const { modal } = App.useApp();
  const recharge = useApiMutation(rechargeApi.rechargeApply, { invalidates: RECHARGE_QUERIES });
  const requestNo = useMemo(() => (apply ? newRequestNo() : ''), [apply]);
  if (!apply) return null;
  const total = `${formatYuan(apply.rechargeTotalMoney)} 元`;

  const submit = (v: RechargeValues) =>
    confirmThen(
      modal,
      v.result === 1
        ? { title: `确定为 ${apply.rechargeTotalPeople} 人充值 ${total} 吗？`, content: '充值后金额将立即计入每人的电子卡，不能撤回。' }
        : { title: '确定登记为充值失败吗？', content: `失败原因：${v.failReason ?? ''}`, danger: true },
      () =>
        recharge.mutateAsync({
          params: { id: apply.id },
          body: {
            requestNo,
            result: v.result,
            voucherNo: v.voucherNo ?? '',
            payMoney: v.result === 1 ? (v.payMoney ?? '') : undefined,
            payTime: v.result === 1 ? v.payTime?.format('YYYY-MM-DD HH:mm:00') : undefined,
            receiptKey: v.receiptKey ?? '',
            failReason: v.failReason ?? '',
          },
        }),
    );

  return (
    <ModalForm<RechargeValues>
      title="充值"
      open
      onClose={onClose}
      width={640}
      labelWidth={110}
      initialValues={{ result: 1, payMoney: centsToYuan(apply.rechargeTotalMoney), payTime: dayjs().startOf('minute') }}
      onSubmit={submit}
    >
      <Alert
        type="info"
        showIcon
        title={`${apply.cmpyName}：${apply.rechargeTotalPeople} 人，共 ${total}。核对企业转账到账后登记，系统为每人的电子卡入账。`}
        style={{ marginBottom: 16 }}
      />
      <Form.Item name="result" label="到账结果" rules={[{ required: true, message: '请选择到账结果' }]}>
        <Radio.Group
          options={[
            { value: 1, label: '已到账，充值' },
            { value: 2, label: '未到账，充值失败' },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['result']}>
        {({ getFieldValue }) =>
          getFieldValue('result') === 1 ? (
            <>
              <Form.Item name="voucherNo" label="转账凭证号" rules={contractRules(body, 'voucherNo', { required: '请输入转账凭证号' })}>
                <Input style={{ width: 300 }} placeholder="银行回单上的凭证号" />
              </Form.Item>
              <Form.Item
                name="payMoney"
                label="转账金额"
                extra={`应与充值总金额一致：${total}`}
                rules={[
                  { required: true, message: '请输入转账金额' },
                  { pattern: MONEY_PATTERN, message: MONEY_MESSAGE },
                ]}
              >
                <Input addonAfter="元" style={{ width: 220 }} />
              </Form.Item>
              <Form.Item name="payTime" label="转账时间" rules={[{ required: true, message: '请选择转账时间' }]}>
                <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
              </Form.Item>
              <Form.Item name="receiptKey" label="转账回单" rules={[{ required: true, message: '请上传转账回单' }]}>
                <ImageUploader />
              </Form.Item>
            </>
          ) : (
            <Form.Item name="failReason" label="失败原因" rules={contractRules(body, 'failReason', { required: '请输入失败原因' })}>
              <Input.TextArea rows={3} count={contractCount(body, 'failReason')} placeholder="如：未查询到企业转账记录" />
            </Form.Item>
          )
        }
      </Form.Item>
    </ModalForm>
  );
}
