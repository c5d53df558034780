import { DICT_TYPES, redPkgUserApi, type RedPkgUserRecord } from '@hrbd/contract';
import { Form, Input, Select } from 'antd';
import { ModalForm, contractRules } from '../../../components/modal-form';
import { RegionCascader } from '../../../components/region-cascader';
import { useApiMutation } from '../../../lib/query';
import { useDict } from '../../../lib/reference-data';
import { RED_PKG_QUERIES } from './queries';

interface FormValues {
  name: string;
  idCard: string;
  mobile: string;
  countyCode: string;
  category: string;
  amount: string;
}

const body = redPkgUserApi.addRedPkgUser.body;
const RULES = {
  name: contractRules(body, 'name'),
  idCard: contractRules(body, 'idCard'),
  mobile: contractRules(body, 'mobile'),
  amount: contractRules(body, 'amount'),
};
const KEEP_HINT = '显示为脱敏号码，留空则保持原号码';

/** A value the server sent masked (the user lacks 查看完整证件号和手机号). */
const isMasked = (value: string) => value.includes('*');

/**
 * 新增 / 编辑红包补贴用户 (编辑 a 审核不通过 returns it to 待提交). An ID number
 * or mobile the list showed masked starts empty: left empty it is not sent,
 * and the server keeps the stored one.
 */
export function RedPkgUserForm({ editing, onClose }: { editing: RedPkgUserRecord | null | undefined; onClose: () => void }) {
  const categories = useDict(DICT_TYPES.redPkgCategory);
  const add = useApiMutation(redPkgUserApi.addRedPkgUser, { invalidates: RED_PKG_QUERIES });
  const edit = useApiMutation(redPkgUserApi.editRedPkgUser, { invalidates: RED_PKG_QUERIES });
  const masked = { idCard: !!editing && isMasked(editing.idCard), mobile: !!editing && isMasked(editing.mobile) };
  const initial: Partial<FormValues> | undefined = editing
    ? {
        name: editing.name,
        idCard: masked.idCard ? '' : editing.idCard,
        mobile: masked.mobile ? '' : editing.mobile,
        countyCode: editing.countyCode,
        category: editing.category,
        amount: (editing.amount / 100).toFixed(2),
      }
    : undefined;
  const saveEdit = (userCode: string, { idCard, mobile, ...rest }: FormValues) =>
    edit.mutateAsync({ body: { userCode, ...rest, ...(idCard?.trim() && { idCard }), ...(mobile?.trim() && { mobile }) } });
  return (
    <ModalForm<FormValues>
      title={editing ? '编辑红包补贴用户' : '新增红包补贴用户'}
      open={editing !== undefined}
      onClose={onClose}
      initialValues={initial}
      onSubmit={(v) => (editing ? saveEdit(editing.userCode, v) : add.mutateAsync({ body: v }))}
    >
      <Form.Item name="name" label="姓名" rules={RULES.name}>
        <Input maxLength={20} placeholder="请输入姓名" />
      </Form.Item>
      <Form.Item name="idCard" label="身份证号" rules={RULES.idCard} extra={masked.idCard ? `${editing?.idCard}（${KEEP_HINT}）` : undefined}>
        <Input maxLength={18} placeholder={masked.idCard ? '留空则保持原身份证号' : '请输入身份证号'} />
      </Form.Item>
      <Form.Item name="mobile" label="手机号" rules={RULES.mobile} extra={masked.mobile ? `${editing?.mobile}（${KEEP_HINT}）` : undefined}>
        <Input maxLength={11} placeholder={masked.mobile ? '留空则保持原手机号' : '请输入手机号'} />
      </Form.Item>
      <Form.Item name="countyCode" label="所属区县" rules={[{ required: true, message: '请选择所属区县' }]}>
        <RegionCascader placeholder="请选择所属区县" />
      </Form.Item>
      <Form.Item name="category" label="补贴类别" rules={[{ required: true, message: '请选择补贴类别' }]}>
        <Select placeholder="请选择补贴类别" options={categories.options.map((o) => ({ label: o.label, value: String(o.value) }))} />
      </Form.Item>
      <Form.Item name="amount" label="补贴金额" extra="0.01 至 2000.00 元" rules={RULES.amount}>
        <Input suffix="元" placeholder="请输入补贴金额" />
      </Form.Item>
    </ModalForm>
  );
}
