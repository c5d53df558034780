import { TRAIN_APPLY_LABELS, TRAIN_APPLY_MACHINE, trainApplyApi, trainOrderApi, type FormAnswers, type TrainApplyDetail } from '@hrbd/contract';
import { Alert, DatePicker, Divider, Form, Input, InputNumber, Spin, Switch, Typography } from 'antd';
import { ImageUploader } from '../../../components/image-uploader';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import dayjs, { type Dayjs } from '../../../lib/dayjs';
import { formatYuan } from '../../../lib/format';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { answerControl } from './answer-control';

const L = TRAIN_APPLY_LABELS;
const BODY = trainApplyApi.editApplyInfo.body;
/** What an edit changes: the list with its tab counts, the detail and the orders. */
export const AFFECTED = [trainApplyApi.getApplyBDList, trainApplyApi.countByApplyState, trainApplyApi.getApplyInfo, trainOrderApi.getBDOrderlist, trainOrderApi.getOrderInfo];

interface Values {
  usrName: string;
  usrPhe: string;
  remark: string;
  classCode: string;
  answers: FormAnswers;
  offline: boolean;
  voucherNo?: string;
  amountYuan?: number;
  payTime?: Dayjs;
  receiptKey?: string;
}

const sameAnswers = (a: FormAnswers, b: FormAnswers) => JSON.stringify(a) === JSON.stringify(b);
/** Empty answers dropped: the form leaves undefined for a field not filled in. */
function cleanAnswers(answers: FormAnswers | undefined): FormAnswers {
  return Object.fromEntries(Object.entries(answers ?? {}).filter(([, v]) => v !== undefined && v !== null && (Array.isArray(v) ? v.length > 0 : String(v).trim() !== '')));
}

function EditForm({ detail }: { detail: TrainApplyDetail }) {
  const mayAssign = TRAIN_APPLY_MACHINE.can('assignClass', detail.applyState);
  const mayPay = TRAIN_APPLY_MACHINE.can('offlinePay', detail.applyState) && detail.coursePrice > 0;
  return (
    <>
      <Form.Item name="usrName" label={L.usrName.label} rules={contractRules(BODY, 'usrName', { required: '请输入姓名' })}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="usrPhe" label={L.usrPhe.label} rules={[{ required: true, message: '请输入手机号' }]} extra="显示为脱敏号码时，不修改则保持原号码">
        <Input maxLength={11} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="remark" label={L.remark.label} rules={contractRules(BODY, 'remark')}>
        <Input.TextArea rows={2} count={contractCount(BODY, 'remark')} />
      </Form.Item>
      <Form.Item
        name="classCode"
        label="分班"
        extra={mayAssign ? '填写班级编号，清空则取消分班' : `报名当前为“${TRAIN_APPLY_MACHINE.label(detail.applyState)}”状态，不能分班`}
      >
        <Input placeholder="请输入班级编号" disabled={!mayAssign} style={{ width: 280 }} allowClear />
      </Form.Item>
      {detail.formFields.length > 0 && (
        <>
          <Divider titlePlacement="start">报名表单</Divider>
          {detail.formFields.map((field) => (
            <Form.Item key={field.key} name={['answers', field.key]} label={field.label} rules={field.required ? [{ required: true, message: `请填写“${field.label}”` }] : []}>
              {answerControl(field)}
            </Form.Item>
          ))}
        </>
      )}
      {mayPay && (
        <>
          <Divider titlePlacement="start">线下缴费登记</Divider>
          <Form.Item name="offline" label="登记缴费" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a.offline !== b.offline}>
            {({ getFieldValue }) =>
              getFieldValue('offline') ? (
                <>
                  <Typography.Paragraph type="secondary">应缴金额 {formatYuan(detail.coursePrice)} 元，登记后报名状态变为“线上已支付”，不能撤销。</Typography.Paragraph>
                  <Form.Item name="voucherNo" label="缴费凭证号" rules={[{ required: true, whitespace: true, message: '请输入缴费凭证号' }, { max: 64, message: '缴费凭证号最多64个字符' }]}>
                    <Input style={{ width: 280 }} placeholder="收据或转账凭证上的编号" />
                  </Form.Item>
                  <Form.Item name="amountYuan" label="缴费金额" rules={[{ required: true, message: '请输入缴费金额' }]}>
                    <InputNumber min={0.01} precision={2} addonAfter="元" style={{ width: 200 }} />
                  </Form.Item>
                  <Form.Item name="payTime" label="缴费时间" rules={[{ required: true, message: '请选择缴费时间' }]}>
                    <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
                  </Form.Item>
                  <Form.Item name="receiptKey" label="缴费凭证" rules={[{ required: true, message: '请上传缴费凭证图片' }]}>
                    <ImageUploader />
                  </Form.Item>
                </>
              ) : null
            }
          </Form.Item>
        </>
      )}
    </>
  );
}

/**
 * 编辑: name, phone, remark and the answers to the course's form; 分班 (not
 * while an online order waits); 线下缴费登记 with the receipt's picture
 * (only from 意向登记, the amount the course's price). Only what changed is sent.
 */
export function ApplyEditDialog({ applyCode, onClose }: { applyCode: string | null; onClose: () => void }) {
  const { data: detail, error } = useApiQuery(trainApplyApi.getApplyInfo, { query: { applyCode: applyCode ?? '' } }, { enabled: applyCode !== null });
  const save = useApiMutation(trainApplyApi.editApplyInfo, { invalidates: AFFECTED });
  const open = applyCode !== null;
  const ready = detail && detail.applyCode === applyCode;
  const submit = async (values: Values) => {
    if (!detail) return;
    const answers = cleanAnswers(values.answers);
    const body = {
      applyCode: detail.applyCode,
      ...(values.usrName !== detail.usrName && { usrName: values.usrName }),
      ...(values.usrPhe !== detail.usrPhe && { usrPhe: values.usrPhe }),
      ...(values.remark !== detail.remark && { remark: values.remark ?? '' }),
      ...((values.classCode ?? '') !== detail.classCode && { classCode: values.classCode ?? '' }),
      ...(detail.formFields.length > 0 && !sameAnswers(answers, detail.answers) && { answers }),
      ...(values.offline && {
        payment: {
          voucherNo: values.voucherNo ?? '',
          amount: Math.round((values.amountYuan ?? 0) * 100),
          payTime: values.payTime?.format('YYYY-MM-DD HH:mm:ss') ?? '',
          receiptKey: values.receiptKey ?? '',
        },
      }),
    };
    await save.mutateAsync({ body });
  };
  return (
    // A form per application: one opened just after another never shows the other's values.
    <ModalForm<Values>
      key={applyCode ?? ''}
      title="编辑报名信息"
      open={open && (Boolean(ready) || Boolean(error))}
      onClose={onClose}
      width={760}
      labelWidth={110}
      onSubmit={submit}
      initialValues={
        ready
          ? { usrName: detail.usrName, usrPhe: detail.usrPhe, remark: detail.remark, classCode: detail.classCode, answers: detail.answers, offline: false, amountYuan: detail.coursePrice / 100 }
          : undefined
      }
    >
      {ready ? <EditForm detail={detail} /> : error ? <Alert type="error" showIcon message={`获取报名详情失败：${error.message}`} /> : <Spin />}
    </ModalForm>
  );
}
