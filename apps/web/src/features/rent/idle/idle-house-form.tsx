import {
  DECORATION_LABELS,
  DECORATION_VALUES,
  IDLE_HOUSE_PHOTOS_MAX,
  IDLE_HOUSE_STATUS,
  IDLE_HOUSE_STATUS_LABELS,
  IDLE_HOUSE_STATUS_VALUES,
  idleHouseApi,
  idleHouseFields,
  rentHomeApi,
  type AddressValue,
} from '@hrbd/contract';
import { DatePicker, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { AddressField, addressOf, placeFieldsOf } from '../../../components/address-picker';
import { ImageUploader } from '../../../components/image-uploader';
import { labelOptions } from '../../../components/label-tag';
import { LoadError } from '../../../components/list-page';
import { contractRules, ModalForm } from '../../../components/modal-form';
import dayjs, { type Dayjs } from '../../../lib/dayjs';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { formOf } from './idle-house-view';

interface IdleHouseFormValues {
  ownerName: string;
  idCard: string;
  mobile: string;
  place?: AddressValue;
  villageName: string;
  rooms: number;
  halls: number;
  baths: number;
  area: number;
  floor: number;
  totalFloors: number;
  decoration: number;
  expectedRent: string;
  availableFrom: Dayjs;
  photos?: string[];
  status: number;
}

export interface IdleHouseFormProps {
  /** `undefined` = closed, `null` = 新增, a code = 编辑 that house (read whole from 详情). */
  houseCode: string | null | undefined;
  onClose: () => void;
}

const rules = (field: Parameters<typeof contractRules<typeof idleHouseFields>>[1], required?: string) => contractRules(idleHouseFields, field, required ? { required } : {});

const DAY = 'YYYY-MM-DD';

/**
 * 新增闲置房屋 / 编辑闲置房屋: the owner, the address dialog, the home and its
 * photos, the expected rent in yuan and the 出租状态 (上架, 下架 or 已出租).
 * Editing starts from the house's detail, which shows the owner's numbers whole.
 */
export function IdleHouseForm({ houseCode, onClose }: IdleHouseFormProps) {
  const invalidates = [idleHouseApi.list, idleHouseApi.info, rentHomeApi.getCommunitySummary];
  const add = useApiMutation(idleHouseApi.add, { invalidates });
  const edit = useApiMutation(idleHouseApi.edit, { invalidates });
  const editing = typeof houseCode === 'string';
  const info = useApiQuery(idleHouseApi.info, { query: { houseCode: houseCode ?? '' } }, { enabled: editing });
  const house = editing ? info.data : undefined;

  const submit = (v: IdleHouseFormValues) => {
    if (!v.place) return Promise.reject(new Error('请选择房屋地址'));
    const body = {
      ownerName: v.ownerName,
      idCard: v.idCard,
      mobile: v.mobile,
      ...placeFieldsOf(v.place),
      villageName: v.villageName,
      rooms: v.rooms,
      halls: v.halls,
      baths: v.baths,
      area: v.area,
      floor: v.floor,
      totalFloors: v.totalFloors,
      decoration: v.decoration,
      expectedRent: v.expectedRent,
      availableFrom: v.availableFrom.format(DAY),
      photos: v.photos ?? [],
      status: v.status,
    };
    return house ? edit.mutateAsync({ body: { ...body, houseCode: house.houseCode } }) : add.mutateAsync({ body });
  };

  const stored = house && formOf(house);
  const initial: Partial<IdleHouseFormValues> = house && stored
    ? { ...stored, expectedRent: String(stored.expectedRent), availableFrom: dayjs(house.availableFrom), place: addressOf(house) }
    : { rooms: 2, halls: 1, baths: 1, decoration: 2, status: IDLE_HOUSE_STATUS.toLet, availableFrom: dayjs(), photos: [] };

  if (editing && info.isError) {
    return (
      <Modal title="编辑闲置房屋" open onCancel={onClose} footer={null}>
        <LoadError title="获取闲置房屋失败" reason={info.error.message} onRetry={() => void info.refetch()} />
      </Modal>
    );
  }
  return (
    <ModalForm<IdleHouseFormValues>
      title={editing ? '编辑闲置房屋' : '新增闲置房屋'}
      // Editing opens once the house is read, so the form starts from it.
      open={houseCode === null || house !== undefined}
      onClose={onClose}
      width={760}
      labelWidth={110}
      initialValues={initial}
      onSubmit={submit}
    >
      <Form.Item name="ownerName" label="房主姓名" rules={rules('ownerName', '请输入房主姓名')}>
        <Input />
      </Form.Item>
      <Form.Item name="idCard" label="房主身份证号" rules={rules('idCard', '请输入房主身份证号')}>
        <Input maxLength={18} />
      </Form.Item>
      <Form.Item name="mobile" label="联系电话" rules={rules('mobile', '请输入联系电话')}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item name="place" label="房屋地址" rules={[{ required: true, message: '请选择房屋地址' }]}>
        <AddressField />
      </Form.Item>
      <Form.Item name="villageName" label="小区名称" rules={rules('villageName', '请输入小区名称')}>
        <Input placeholder="如：龙湖锦艺城" />
      </Form.Item>
      <Form.Item label="户型" required>
        <Space>
          <Form.Item name="rooms" noStyle rules={rules('rooms', '请输入几室')}>
            <InputNumber min={1} max={9} precision={0} aria-label="室" suffix="室" style={{ width: 90 }} />
          </Form.Item>
          <Form.Item name="halls" noStyle rules={rules('halls', '请输入几厅')}>
            <InputNumber min={0} max={9} precision={0} aria-label="厅" suffix="厅" style={{ width: 90 }} />
          </Form.Item>
          <Form.Item name="baths" noStyle rules={rules('baths', '请输入几卫')}>
            <InputNumber min={0} max={9} precision={0} aria-label="卫" suffix="卫" style={{ width: 90 }} />
          </Form.Item>
        </Space>
      </Form.Item>
      <Form.Item name="area" label="面积" rules={rules('area', '请输入面积')}>
        <InputNumber min={1} max={10_000} precision={2} suffix="㎡" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label="楼层" required>
        <Space>
          <Form.Item name="floor" noStyle rules={rules('floor', '请输入所在楼层')}>
            <InputNumber min={-3} max={99} precision={0} aria-label="所在楼层" placeholder="所在楼层" style={{ width: 120 }} />
          </Form.Item>
          /
          <Form.Item name="totalFloors" noStyle rules={rules('totalFloors', '请输入总楼层')}>
            <InputNumber min={1} max={99} precision={0} aria-label="总楼层" placeholder="总楼层" suffix="层" style={{ width: 120 }} />
          </Form.Item>
        </Space>
      </Form.Item>
      <Form.Item name="decoration" label="装修情况" rules={[{ required: true, message: '请选择装修情况' }]}>
        <Select options={labelOptions(DECORATION_LABELS, DECORATION_VALUES)} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="expectedRent" label="期望租金" rules={rules('expectedRent', '请输入期望租金')}>
        <Input suffix="元/月" inputMode="decimal" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="availableFrom" label="可入住日期" rules={[{ required: true, message: '请选择可入住日期' }]}>
        <DatePicker />
      </Form.Item>
      <Form.Item name="status" label="出租状态" rules={[{ required: true, message: '请选择出租状态' }]}>
        <Select options={labelOptions(IDLE_HOUSE_STATUS_LABELS, IDLE_HOUSE_STATUS_VALUES)} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="photos" label="房屋照片" extra={`最多${IDLE_HOUSE_PHOTOS_MAX}张`}>
        <ImageUploader multiple maxCount={IDLE_HOUSE_PHOTOS_MAX} />
      </Form.Item>
    </ModalForm>
  );
}
