import { rentCompanyApi } from '@hrbd/contract';
import { Select } from 'antd';
import { useApiQuery } from '../../lib/query';

export interface RentCompanySelectProps {
  value?: string;
  onChange?: (cmpyCode: string | undefined) => void;
  id?: string;
  placeholder?: string;
  width?: number | string;
}

/** A rent company (租赁企业) picked by name; the value is its cmpyCode. */
export function RentCompanySelect({ value, onChange, id, placeholder = '请选择租赁企业', width = '100%' }: RentCompanySelectProps) {
  const names = useApiQuery(rentCompanyApi.getCmpyNameList, { query: {} });
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={names.isLoading}
      value={value}
      onChange={(v: string | undefined) => onChange?.(v)}
      placeholder={placeholder}
      style={{ width }}
      options={(names.data ?? []).map((c) => ({ value: c.cmpyCode, label: c.cmpyName }))}
    />
  );
}
