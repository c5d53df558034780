import {
  STATION_LOCKED_FIELDS,
  STATION_PHOTOS_MAX,
  STATION_SERVICE_LABELS,
  STATION_SERVICE_VALUES,
  STATION_TYPE_LABELS,
  STATION_TYPE_VALUES,
  isValidCreditCode,
  stationApi,
  type AddressValue,
  type StationDetail,
} from '@hrbd/contract';
import { Alert, Checkbox, Form, Input, InputNumber, Select, Space, type FormRule } from 'antd';
import { AddressField, addressOf, placeFieldsOf } from '../../../components/address-picker';
import { ImageUploader } from '../../../components/image-uploader';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { callApi } from '../../../lib/api';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { STATION_QUERIES } from '../shared/queries';

const body = stationApi.addStation.body;

export interface StationFormValues {
  stationName: string;
  stationType: number;
  operatorName: string;
  creditCode: string;
  place: AddressValue;
  leaderName: string;
  leaderPhone: string;
  servicePhone: string;
  openHours: string;
  serviceItems: number[];
  floorArea: number;
  photoKeys: string[];
  introduction: string;
}

function valuesOf(s: StationDetail): Partial<StationFormValues> {
  return {
    stationName: s.stationName,
    stationType: s.stationType,
    operatorName: s.operatorName,
    creditCode: s.creditCode,
    place: addressOf(s),
    leaderName: s.leaderName,
    leaderPhone: s.leaderPhone,
    servicePhone: s.servicePhone,
    openHours: s.openHours,
    serviceItems: s.serviceItems,
    floorArea: s.floorArea,
    photoKeys: s.photos.map((p) => p.key),
    introduction: s.introduction,
  };
}

export function toStationBody(values: StationFormValues) {
  const { place, ...rest } = values;
  return { ...rest, ...placeFieldsOf(place), photoKeys: values.photoKeys ?? [], introduction: values.introduction ?? '' };
}

/** The 负责人's mobile, checked with the server on blur: its shape, and not another station's 负责人. */
const phoneRule = (stationNo: string | undefined): FormRule => ({
  validator: async (_rule, value: string | undefined) => {
    if (!value) return;
    const answer = await callApi(stationApi.validatedPhone, { query: { phone: value, stationNo } });
    if (!answer.valid) throw new Error(answer.reason);
  },
});

const CREDIT_RULE: FormRule = {
  validator: async (_rule, value: string | undefined) => {
    if (value && !isValidCreditCode(value.trim().toUpperCase())) throw new Error('统一社会信用代码格式不正确');
  },
};

export interface StationFormProps {
  /** `undefined` closed, `null` 新增驿站, a number 编辑 that station. */
  stationNo: string | null | undefined;
  onClose: () => void;
}

/**
 * 新增驿站 / 编辑驿站. A running station keeps its name, type, 运营单位 and
 * address (shown, not editable); a rejected one is resubmitted by saving.
 */
export function StationForm({ stationNo, onClose }: StationFormProps) {
  const editing = typeof stationNo === 'string';
  const detail = useApiQuery(stationApi.getStationInfo, { query: { stationNo: stationNo ?? '' } }, { enabled: editing });
  const station = editing && detail.data?.stationNo === stationNo ? detail.data : undefined;
  const open = stationNo === null || station !== undefined;
  const add = useApiMutation(stationApi.addStation, { invalidates: STATION_QUERIES });
  const edit = useApiMutation(stationApi.editStation, { invalidates: STATION_QUERIES });
  const running = station?.approveState === 1;

  const submit = (values: StationFormValues) =>
    station ? edit.mutateAsync({ body: { stationNo: station.stationNo, ...toStationBody(values) } }) : add.mutateAsync({ body: toStationBody(values) });

  return (
    <ModalForm<StationFormValues>
      title={editing ? '编辑驿站' : '新增驿站'}
      open={open}
      onClose={onClose}
      width={900}
      labelWidth={120}
      initialValues={station ? valuesOf(station) : { stationType: 1, serviceItems: [1], photoKeys: [] }}
      onSubmit={submit}
    >
      {running && (
        <Alert
          type="info"
          showIcon
          title={`驿站运营中，${Object.values(STATION_LOCKED_FIELDS).join('、')}不能修改`}
          style={{ marginBottom: 16 }}
        />
      )}
      {station?.approveState === 3 && <Alert type="warning" showIcon title={`驳回原因：${station.rejectDesc}。保存后将重新提交审核。`} style={{ marginBottom: 16 }} />}
      <Space size={24} wrap style={{ display: 'flex' }}>
        <Form.Item name="stationName" label="驿站名称" rules={contractRules(body, 'stationName', { required: '请输入驿站名称' })}>
          <Input disabled={running} placeholder="如：龙湖镇社区招聘驿站" count={contractCount(body, 'stationName')} style={{ width: 280 }} />
        </Form.Item>
        <Form.Item name="stationType" label="驿站类型" rules={[{ required: true, message: '请选择驿站类型' }]}>
          <Select disabled={running} style={{ width: 200 }} options={STATION_TYPE_VALUES.map((value) => ({ value, label: STATION_TYPE_LABELS[value] }))} />
        </Form.Item>
      </Space>
      <Space size={24} wrap style={{ display: 'flex' }}>
        <Form.Item name="operatorName" label="运营单位" rules={contractRules(body, 'operatorName', { required: '请输入运营单位' })}>
          <Input disabled={running} placeholder="请输入运营单位" count={contractCount(body, 'operatorName')} style={{ width: 280 }} />
        </Form.Item>
        <Form.Item name="creditCode" label="统一社会信用代码" rules={[{ required: true, message: '请输入统一社会信用代码' }, CREDIT_RULE]}>
          <Input disabled={running} placeholder="18位统一社会信用代码" maxLength={18} style={{ width: 240 }} />
        </Form.Item>
      </Space>
      <Form.Item name="place" label="驿站地址" rules={[{ required: true, message: '请选择驿站地址' }]}>
        <AddressField disabled={running} />
      </Form.Item>
      <Space size={24} wrap style={{ display: 'flex' }}>
        <Form.Item name="leaderName" label="负责人" rules={contractRules(body, 'leaderName', { required: '请输入负责人' })}>
          <Input placeholder="请输入负责人姓名" count={contractCount(body, 'leaderName')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="leaderPhone"
          label="负责人手机号"
          validateTrigger="onBlur"
          rules={[...contractRules(body, 'leaderPhone', { required: '请输入负责人手机号' }), phoneRule(station?.stationNo)]}
        >
          <Input placeholder="11位手机号" maxLength={11} style={{ width: 200 }} />
        </Form.Item>
      </Space>
      <Space size={24} wrap style={{ display: 'flex' }}>
        <Form.Item name="servicePhone" label="服务电话" rules={contractRules(body, 'servicePhone', { required: '请输入服务电话' })}>
          <Input placeholder="手机号或带区号的固定电话" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="openHours" label="开放时间" rules={contractRules(body, 'openHours', { required: '请输入开放时间' })}>
          <Input placeholder="如：周一至周五 9:00-17:30" count={contractCount(body, 'openHours')} style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="floorArea" label="场地面积" rules={[{ required: true, message: '请输入场地面积' }]}>
          <InputNumber min={1} max={100000} precision={0} addonAfter="㎡" style={{ width: 160 }} />
        </Form.Item>
      </Space>
      <Form.Item name="serviceItems" label="服务项目" rules={[{ required: true, message: '请选择服务项目' }]}>
        <Checkbox.Group options={STATION_SERVICE_VALUES.map((value) => ({ value, label: STATION_SERVICE_LABELS[value] }))} />
      </Form.Item>
      <Form.Item name="photoKeys" label="驿站照片" extra={`最多上传${STATION_PHOTOS_MAX}张`}>
        <ImageUploader multiple maxCount={STATION_PHOTOS_MAX} />
      </Form.Item>
      <Form.Item name="introduction" label="驿站简介" rules={contractRules(body, 'introduction')}>
        <Input.TextArea rows={3} placeholder="服务范围、特色服务等" count={contractCount(body, 'introduction')} />
      </Form.Item>
    </ModalForm>
  );
}
