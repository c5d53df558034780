import { EnvironmentOutlined } from '@ant-design/icons';
import type { AddressType, AddressValue, PlaceRecord } from '@hrbd/contract';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { AddressPicker, toBd09 } from './address-picker';

export interface AddressFieldProps {
  value?: AddressValue;
  onChange?: (value: AddressValue) => void;
  disabled?: boolean;
  /** The company whose earlier addresses of `addressType` the dialog offers (历史地址). */
  cmpyCode?: string;
  addressType?: AddressType;
  id?: string;
}

/** A form field holding an address: the chosen place as text, and 选择地址 opening the address dialog. */
export function AddressField({ value, onChange, disabled, cmpyCode, addressType, id }: AddressFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space id={id} wrap>
        {value ? (
          <Typography.Text>
            {[value.province.label, value.city.label === value.province.label ? '' : value.city.label, value.country.label, value.adressDetail].filter(Boolean).join(' ')}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">未选择</Typography.Text>
        )}
        {!disabled && (
          <Button icon={<EnvironmentOutlined />} onClick={() => setOpen(true)}>
            {value ? '修改地址' : '选择地址'}
          </Button>
        )}
      </Space>
      <AddressPicker
        open={open}
        value={value}
        cmpyCode={cmpyCode}
        addressType={addressType}
        onCancel={() => setOpen(false)}
        onOk={(chosen) => {
          setOpen(false);
          onChange?.(chosen);
        }}
      />
    </>
  );
}

/** A place as records store it (the contract's PlaceRecord), where the point may be missing (an online job fair has none). */
export type StoredPlace = Omit<PlaceRecord, 'gcj02Lng' | 'gcj02Lat'> & { gcj02Lng: number | null; gcj02Lat: number | null };

/** A stored place as the address dialog takes it; nothing when it has no point or detail to show. */
export function addressOf(place: StoredPlace): AddressValue | undefined {
  if (place.gcj02Lng === null || place.gcj02Lat === null || !place.address) return undefined;
  const [bd09Lng, bd09Lat] = toBd09(place.gcj02Lng, place.gcj02Lat);
  return {
    province: { value: place.provinceCode, label: place.provinceName },
    city: { value: place.cityCode, label: place.cityName },
    country: { value: place.countyCode, label: place.countyName },
    adressDetail: place.address,
    gcj02Lng: place.gcj02Lng,
    gcj02Lat: place.gcj02Lat,
    bd09Lng,
    bd09Lat,
  };
}

/** The address dialog's answer as the endpoints take a place (the contract's placeFields). */
export function placeFieldsOf(value: AddressValue) {
  return {
    provinceCode: value.province.value,
    cityCode: value.city.value,
    countyCode: value.country.value,
    address: value.adressDetail,
    gcj02Lng: value.gcj02Lng,
    gcj02Lat: value.gcj02Lat,
  };
}
