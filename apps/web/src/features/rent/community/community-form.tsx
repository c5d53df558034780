import { communityApi, communityFields, VILLAGE_NATURE_LABELS, VILLAGE_NATURE_VALUES, VILLAGE_STATUS_LABELS, VILLAGE_STATUS_VALUES, type AddressValue, type CommunityRecord } from '@hrbd/contract';
import { Form, Input, Select } from 'antd';
import { AddressField, addressOf, placeFieldsOf } from '../../../components/address-picker';
import { labelOptions } from '../../../components/label-tag';
import { contractRules, ModalForm } from '../../../components/modal-form';
import { useApiMutation } from '../../../lib/query';

interface CommunityFormValues {
  villageName: string;
  villageNature: number;
  villageStatus: number;
  manageUnit: string;
  manageUnitUser: string;
  manageUnitUserPhone: string;
  assetOwner?: string;
  place?: AddressValue;
}

export interface CommunityFormProps {
  /** `undefined` = closed, `null` = 新增, a record = 编辑 it. */
  community: CommunityRecord | null | undefined;
  onClose: () => void;
}

const rules = (field: Parameters<typeof contractRules<typeof communityFields>>[1], required?: string) => contractRules(communityFields, field, required ? { required } : {});

/** 新增小区 / 编辑小区: the register's fields and the address dialog; the totals are never typed (the ledger keeps them). */
export function CommunityForm({ community, onClose }: CommunityFormProps) {
  const invalidates = [communityApi.queryPageCommunity, communityApi.detail, communityApi.queryAllCommunity];
  const save = useApiMutation(communityApi.save, { invalidates });
  const update = useApiMutation(communityApi.update, { invalidates });
  const submit = (v: CommunityFormValues) => {
    if (!v.place) return Promise.reject(new Error('请选择小区地址'));
    const body = {
      villageName: v.villageName,
      villageNature: v.villageNature,
      villageStatus: v.villageStatus,
      manageUnit: v.manageUnit,
      manageUnitUser: v.manageUnitUser,
      manageUnitUserPhone: v.manageUnitUserPhone,
      assetOwner: v.assetOwner ?? '',
      ...placeFieldsOf(v.place),
    };
    return community ? update.mutateAsync({ body: { ...body, bizCode: community.bizCode } }) : save.mutateAsync({ body });
  };
  const initial: Partial<CommunityFormValues> = community
    ? { ...community, place: addressOf({ ...community, address: community.villageAddress }) }
    : { villageStatus: 1, villageNature: 1 };
  return (
    <ModalForm<CommunityFormValues> title={community ? '编辑小区' : '新增小区'} open={community !== undefined} onClose={onClose} width={720} labelWidth={132} initialValues={initial} onSubmit={submit}>
      <Form.Item name="villageName" label="小区名称" rules={rules('villageName', '请输入小区名称')}>
        <Input placeholder="如：龙湖人才公寓" />
      </Form.Item>
      <Form.Item name="villageNature" label="小区性质" rules={[{ required: true, message: '请选择小区性质' }]}>
        <Select options={labelOptions(VILLAGE_NATURE_LABELS, VILLAGE_NATURE_VALUES)} />
      </Form.Item>
      <Form.Item name="villageStatus" label="小区状态" rules={[{ required: true, message: '请选择小区状态' }]}>
        <Select options={labelOptions(VILLAGE_STATUS_LABELS, VILLAGE_STATUS_VALUES)} />
      </Form.Item>
      <Form.Item name="place" label="小区地址" rules={[{ required: true, message: '请选择小区地址' }]}>
        <AddressField />
      </Form.Item>
      <Form.Item name="manageUnit" label="管理单位" rules={rules('manageUnit', '请输入管理单位')}>
        <Input />
      </Form.Item>
      <Form.Item name="manageUnitUser" label="管理单位联系人" rules={rules('manageUnitUser', '请输入联系人')}>
        <Input />
      </Form.Item>
      <Form.Item name="manageUnitUserPhone" label="联系电话" rules={rules('manageUnitUserPhone', '请输入联系电话')}>
        <Input placeholder="手机号或固定电话，如 0371-62691234" />
      </Form.Item>
      <Form.Item name="assetOwner" label="产权单位" rules={rules('assetOwner')}>
        <Input />
      </Form.Item>
    </ModalForm>
  );
}
