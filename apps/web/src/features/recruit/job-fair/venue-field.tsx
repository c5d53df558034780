import { EnvironmentOutlined } from '@ant-design/icons';
import { type AddressValue, type JobFairDetail } from '@hrbd/contract';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { AddressPicker, toBd09 } from '../../../components/address-picker';

export interface VenueFieldProps {
  value?: AddressValue;
  onChange?: (value: AddressValue) => void;
  disabled?: boolean;
  id?: string;
}

/** 举办地址 of an on-site fair: the chosen venue as text, and 选择地址 opening the address dialog. */
export function VenueField({ value, onChange, disabled, id }: VenueFieldProps) {
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
        onCancel={() => setOpen(false)}
        onOk={(chosen) => {
          setOpen(false);
          onChange?.(chosen);
        }}
      />
    </>
  );
}

/** A saved on-site fair's venue as the address dialog takes it. */
export function venueOf(fair: JobFairDetail): AddressValue | undefined {
  if (fair.gcj02Lng === null || fair.gcj02Lat === null || !fair.address) return undefined;
  const [bd09Lng, bd09Lat] = toBd09(fair.gcj02Lng, fair.gcj02Lat);
  return {
    province: { value: fair.provinceCode, label: fair.provinceName },
    city: { value: fair.cityCode, label: fair.cityName },
    country: { value: fair.countyCode, label: fair.countyName },
    adressDetail: fair.address,
    gcj02Lng: fair.gcj02Lng,
    gcj02Lat: fair.gcj02Lat,
    bd09Lng,
    bd09Lat,
  };
}
