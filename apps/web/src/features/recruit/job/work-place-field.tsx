import { EnvironmentOutlined } from '@ant-design/icons';
import { ADDRESS_TYPES, type AddressValue, type JobDetail } from '@hrbd/contract';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { AddressPicker, toBd09 } from '../../../components/address-picker';

export interface WorkPlaceFieldProps {
  value?: AddressValue;
  onChange?: (value: AddressValue) => void;
  /** The job's company, whose earlier work addresses the dialog offers (历史地址). */
  cmpyCode?: string;
  id?: string;
}

/** 工作地址: the chosen address as text, and 选择地址 opening the address dialog (region, detail and map point). */
export function WorkPlaceField({ value, onChange, cmpyCode, id }: WorkPlaceFieldProps) {
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
        <Button icon={<EnvironmentOutlined />} onClick={() => setOpen(true)}>
          {value ? '修改地址' : '选择地址'}
        </Button>
      </Space>
      <AddressPicker
        open={open}
        value={value}
        cmpyCode={cmpyCode}
        addressType={ADDRESS_TYPES.work}
        onCancel={() => setOpen(false)}
        onOk={(chosen) => {
          setOpen(false);
          onChange?.(chosen);
        }}
      />
    </>
  );
}

/** A saved job's place as the address dialog takes it. */
export function placeOfJob(job: JobDetail): AddressValue {
  const [bd09Lng, bd09Lat] = toBd09(job.gcj02Lng, job.gcj02Lat);
  return {
    province: { value: job.provinceCode, label: job.provinceName },
    city: { value: job.cityCode, label: job.cityName },
    country: { value: job.countyCode, label: job.countyName },
    adressDetail: job.address,
    gcj02Lng: job.gcj02Lng,
    gcj02Lat: job.gcj02Lat,
    bd09Lng,
    bd09Lat,
  };
}

/** The address dialog's answer as the job endpoints take it (placeFields). */
export function placeFieldsOf(place: AddressValue) {
  return {
    provinceCode: place.province.value,
    cityCode: place.city.value,
    countyCode: place.country.value,
    address: place.adressDetail,
    gcj02Lng: place.gcj02Lng,
    gcj02Lat: place.gcj02Lat,
  };
}
