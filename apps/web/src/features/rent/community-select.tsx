import { communityApi } from '@hrbd/contract';
import { Select } from 'antd';
import { useApiQuery } from '../../lib/query';

export interface CommunitySelectProps {
  value?: string;
  onChange?: (bizCode: string | undefined) => void;
  id?: string;
  placeholder?: string;
}

/** A community picked by name (queryAllCommunity, inside the caller's data scope); the value is its bizCode. */
export function CommunitySelect({ value, onChange, id, placeholder = '请选择小区' }: CommunitySelectProps) {
  const all = useApiQuery(communityApi.queryAllCommunity, { query: {} });
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={all.isLoading}
      value={value}
      onChange={(v: string | undefined) => onChange?.(v)}
      placeholder={placeholder}
      style={{ width: '100%' }}
      options={(all.data ?? []).map((c) => ({ value: c.bizCode, label: `${c.villageName}（${c.districtName}）` }))}
    />
  );
}
