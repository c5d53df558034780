import { ORGAN_TYPE_LABELS, ORGAN_TYPE_VALUES, SKILL_LEVEL_LABELS, SKILL_LEVEL_VALUES, skillOrganApi, type OrganRecord } from '@hrbd/contract';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import { AddressField, addressOf, placeFieldsOf } from '../../../components/address-picker';
import { LicenseUploader } from '../../../components/license-uploader';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import type { AddressValue } from '@hrbd/contract';
import dayjs, { type Dayjs } from '../../../lib/dayjs';
import { useApiMutation } from '../../../lib/query';
import { AttachmentsField } from '../shared/skill-record';

const body = skillOrganApi.addOrgan.body;

interface Values {
  organName: string;
  creditCode: string;
  organType: 1 | 2 | 3;
  legalPerson: string;
  contactPerson: string;
  contactPhone: string;
  place?: AddressValue;
  occupations: Array<{ occupation: string; levels: Array<1 | 2 | 3 | 4 | 5> }>;
  filingNo: string;
  validPeriod: [Dayjs, Dayjs];
  attachments: string[];
}

function valuesOf(o: OrganRecord): Partial<Values> {
  return {
    organName: o.organName,
    creditCode: o.creditCode,
    organType: o.organType as 1 | 2 | 3,
    legalPerson: o.legalPerson,
    contactPerson: o.contactPerson,
    contactPhone: o.contactPhone,
    place: addressOf(o),
    occupations: o.occupations.map((x) => ({ occupation: x.occupation, levels: x.levels as Array<1 | 2 | 3 | 4 | 5> })),
    filingNo: o.filingNo,
    validPeriod: [dayjs(o.validStart), dayjs(o.validEnd)],
    attachments: o.attachments,
  };
}

function toBody(v: Values) {
  if (!v.place) throw new Error('请选择机构地址');
  return {
    organName: v.organName,
    creditCode: v.creditCode,
    organType: v.organType,
    legalPerson: v.legalPerson,
    contactPerson: v.contactPerson,
    contactPhone: v.contactPhone,
    ...placeFieldsOf(v.place),
    occupations: v.occupations,
    filingNo: v.filingNo,
    validStart: v.validPeriod[0].format('YYYY-MM-DD'),
    validEnd: v.validPeriod[1].format('YYYY-MM-DD'),
    attachments: v.attachments ?? [],
  };
}

const LEVEL_OPTIONS = SKILL_LEVEL_VALUES.map((value) => ({ value, label: SKILL_LEVEL_LABELS[value] }));

/**
 * 新增技能机构 / 编辑技能机构 (草稿 or 已撤销): 上传营业执照 fills the name, the
 * 统一社会信用代码 (GB 32100 checked) and the legal representative; the address
 * comes from the address dialog; each occupation assessed with its levels.
 */
export function OrganFormDialog({ organ, onClose }: { organ: OrganRecord | null | undefined; onClose: () => void }) {
  const editing = organ !== null && organ !== undefined;
  const invalidates = [skillOrganApi.organList, skillOrganApi.getInfo];
  const add = useApiMutation(skillOrganApi.addOrgan, { invalidates });
  const edit = useApiMutation(skillOrganApi.editOrgan, { invalidates });
  return (
    <ModalForm<Values>
      title={editing ? '编辑技能机构' : '新增技能机构'}
      open={organ !== undefined}
      onClose={onClose}
      width={900}
      labelWidth={140}
      initialValues={editing ? valuesOf(organ) : { organType: 2, occupations: [{ occupation: '', levels: [] }], attachments: [] }}
      onSubmit={(values) => (editing ? edit.mutateAsync({ body: { ...toBody(values), businessCode: organ.businessCode } }) : add.mutateAsync({ body: toBody(values) }))}
    >
      {(form) => (
        <>
          <Form.Item label="营业执照">
            <LicenseUploader
              onRecognised={(info) =>
                form.setFieldsValue({ creditCode: info.creditCode, organName: info.cmpyName ?? undefined, legalPerson: info.legalPerson ?? undefined })
              }
            />
          </Form.Item>
          <Form.Item name="organName" label="机构名称" rules={contractRules(body, 'organName', { required: '请输入机构名称' })}>
            <Input placeholder="如：郑州市职业技能鉴定中心" count={contractCount(body, 'organName')} />
          </Form.Item>
          <Form.Item name="creditCode" label="统一社会信用代码" rules={contractRules(body, 'creditCode', { required: '请输入统一社会信用代码' })}>
            <Input placeholder="18位统一社会信用代码" maxLength={18} style={{ width: 300 }} />
          </Form.Item>
          <Form.Item name="organType" label="机构类型" rules={[{ required: true, message: '请选择机构类型' }]}>
            <Select style={{ width: 300 }} options={ORGAN_TYPE_VALUES.map((value) => ({ value, label: ORGAN_TYPE_LABELS[value] }))} />
          </Form.Item>
          <Form.Item name="legalPerson" label="法定代表人" rules={contractRules(body, 'legalPerson', { required: '请输入法定代表人' })}>
            <Input style={{ width: 300 }} />
          </Form.Item>
          <Form.Item name="contactPerson" label="联系人" rules={contractRules(body, 'contactPerson', { required: '请输入联系人' })}>
            <Input style={{ width: 300 }} />
          </Form.Item>
          <Form.Item name="contactPhone" label="联系电话" rules={contractRules(body, 'contactPhone', { required: '请输入联系电话' })}>
            <Input placeholder="手机号或带区号的固定电话" style={{ width: 300 }} />
          </Form.Item>
          <Form.Item name="place" label="机构地址" rules={[{ required: true, message: '请选择机构地址' }]}>
            <AddressField />
          </Form.Item>
          <Form.Item label="评价职业及等级" required>
            <Form.List name="occupations">
              {(fields, { add: addRow, remove }) => (
                <Space orientation="vertical" style={{ width: '100%' }}>
                  {fields.map((field) => (
                    <Space key={field.key} align="baseline">
                      <Form.Item name={[field.name, 'occupation']} rules={[{ required: true, whitespace: true, message: '请输入评价职业（工种）' }]} noStyle>
                        <Input placeholder="评价职业（工种），如：电工" style={{ width: 220 }} maxLength={30} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'levels']} rules={[{ required: true, message: '请选择评价等级' }]} noStyle>
                        <Select mode="multiple" placeholder="评价等级" options={LEVEL_OPTIONS} style={{ width: 380 }} />
                      </Form.Item>
                      {fields.length > 1 && <MinusCircleOutlined aria-label="删除该职业" onClick={() => remove(field.name)} />}
                    </Space>
                  ))}
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => addRow({ occupation: '', levels: [] })}>
                    添加评价职业
                  </Button>
                </Space>
              )}
            </Form.List>
          </Form.Item>
          <Form.Item name="filingNo" label="备案编号" rules={contractRules(body, 'filingNo', { required: '请输入备案编号' })}>
            <Input placeholder="如：豫人社评备〔2025〕12号" style={{ width: 300 }} />
          </Form.Item>
          <Form.Item name="validPeriod" label="有效期" rules={[{ required: true, message: '请选择有效期' }]}>
            <DatePicker.RangePicker placeholder={['有效期开始日期', '有效期结束日期']} />
          </Form.Item>
          <Form.Item name="attachments" label="附件">
            <AttachmentsField />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}
