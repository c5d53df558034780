import {
  ADDRESS_MESSAGES,
  ADDRESS_TYPES,
  addressApi,
  addressValue,
  geocoderApi,
  HISTORY_ADDRESS_PAGE_SIZE,
  regionApi,
  type AddressType,
  type AddressValue,
  type GeocodeResult,
  type HistoryAddress,
} from '@hrbd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Cascader, Form, Input, List, Modal, Space, Spin, Typography } from 'antd';
import gcoord from 'gcoord';
import { useEffect, useRef, useState } from 'react';
import { ApiError, callApi } from '../../lib/api';
import { queryKeyOf, useApiQuery } from '../../lib/query';
import { DEFAULT_ZOOM, RegionMap, type LngLat, type RegionPath } from '../map';
import { contractCount, contractRules } from '../modal-form';
import { useRegionOptions } from '../region-cascader';
import './address-picker.css';
/** Address search waits this long after the last keystroke (spec §9). */
export const SEARCH_DEBOUNCE_MS = 200;
/** Where the map looks before anything is chosen: 郑州, the platform's home city (default city 410184, spec §9). */
const HOME: LngLat = [113.62, 34.75];
/** Zoom once a region is chosen, by its level, and once a point is known. */
const REGION_ZOOM = { province: 7, city: 9, county: 11 } as const;
const POINT_ZOOM = { precise: 15, coarse: 11 } as const;

/** The point as the dialog holds it (GCJ-02); `confirmed` is false after a drag until 确认坐标. */
export interface Coordinate {
  lng: number;
  lat: number;
  confirmed: boolean;
}

interface FormShape {
  region?: string[];
  adressDetail?: string;
  coordinate?: Coordinate;
}

export interface AddressPickerProps {
  open: boolean;
  /** The address being edited; the dialog starts empty without one. */
  value?: AddressValue | null;
  /** Offers the company's last 3 addresses (历史地址) when given. */
  cmpyCode?: string;
  /** Which of the company's addresses to offer: 1 企业地址, 2 工作地址 (default, as the spec's history call). */
  addressType?: AddressType;
  onOk: (value: AddressValue) => void;
  onCancel: () => void;
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

export function toBd09(lng: number, lat: number): [number, number] {
  const [x, y] = gcoord.transform([lng, lat], gcoord.GCJ02, gcoord.BD09);
  return [round6(x), round6(y)];
}

/**
 * 选择地址 (spec §5): region (省 › 市 › 区县, loaded a level at a time), the
 * detail text, and a point on the map. Choosing a region centres the map on
 * it; typing the detail looks the address up (debounced, within the county,
 * then the city, then the province) and puts the point there; dragging the
 * point (or clicking the map) leaves a new point to confirm with 确认坐标.
 * 确定 is disabled while a search runs or a new point awaits confirmation.
 */
export function AddressPicker({ open, onCancel, ...rest }: AddressPickerProps) {
  return (
    <Modal title="选择地址" open={open} width={880} footer={null} onCancel={onCancel} destroyOnHidden className="address-picker">
      {open && <AddressPickerBody onCancel={onCancel} {...rest} />}
    </Modal>
  );
}

function AddressPickerBody({ value, cmpyCode, addressType = ADDRESS_TYPES.work, onOk, onCancel }: Omit<AddressPickerProps, 'open'>) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<FormShape>();
  const { options, loadData, ensurePath } = useRegionOptions();

  const initialRegion = value ? [value.province.value, value.city.value, value.country.value] : undefined;
  const [labels, setLabels] = useState<string[]>(value ? [value.province.label, value.city.label, value.country.label] : []);
  const [mapView, setMapView] = useState<{ center: LngLat; zoom: number }>(
    value ? { center: [value.gcj02Lng, value.gcj02Lat], zoom: POINT_ZOOM.precise } : { center: HOME, zoom: DEFAULT_ZOOM },
  );
  const [searching, setSearching] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Only the latest search may place the point: an answer to older text arriving late is dropped.
  const searchId = useRef(0);

  const region = Form.useWatch('region', form);
  const coordinate = Form.useWatch('coordinate', form);
  const regionChosen = region?.length === 3;

  // Once, for the address the dialog opened with: its levels are loaded so the cascader can show them.
  const [openedWith] = useState(initialRegion);
  useEffect(() => {
    if (openedWith) void ensurePath(openedWith).catch(() => undefined);
    return () => clearTimeout(timer.current);
  }, [openedWith, ensurePath]);

  const history = useApiQuery(
    addressApi.queryCmpyHistoryAddr,
    { query: { cmpyCode: cmpyCode ?? '', type: addressType, pageNum: 1, pageSize: HISTORY_ADDRESS_PAGE_SIZE } },
    { enabled: cmpyCode !== undefined && cmpyCode !== '' },
  );

  const areaOf = (code: string) => {
    const input = { query: { code } };
    return client.fetchQuery({ queryKey: queryKeyOf(regionApi.selectAreaByCode, input), queryFn: () => callApi(regionApi.selectAreaByCode, input), staleTime: Infinity });
  };

  /** Centres the map on the deepest of the codes that has a centre (a new county may lack one). */
  const centreOn = async (codes: readonly string[]) => {
    const levels = ['province', 'city', 'county'] as const;
    for (let i = codes.length - 1; i >= 0; i--) {
      try {
        const area = await areaOf(codes[i]);
        if (area.gcj02Lng !== null && area.gcj02Lat !== null) {
          setMapView({ center: [area.gcj02Lng, area.gcj02Lat], zoom: REGION_ZOOM[levels[i]] });
          return;
        }
      } catch {
        // A region the lookup does not know leaves the map where it is.
        return;
      }
    }
  };

  const setCoordinate = (next: Coordinate | undefined) => {
    form.setFieldValue('coordinate', next);
    if (next) void form.validateFields(['coordinate']).catch(() => undefined);
  };

  /** Looks the address up within the county, then the city, then the province (spec §9). */
  const search = async (detail: string, codes: readonly string[], names: readonly string[]) => {
    const id = ++searchId.current;
    setSearching(true);
    setNotFound(false);
    const [provinceName, cityName, countyName] = names;
    // 北京市 › 北京市 › 东城区 reads 北京市东城区.
    const join = (...parts: string[]) => parts.filter((p, i) => parts.indexOf(p) === i).join('');
    const scopes: Array<{ address: string; within: (r: GeocodeResult) => boolean }> = [
      { address: join(provinceName, cityName, countyName) + detail, within: (r) => r.countyCode === codes[2] },
      { address: join(provinceName, cityName) + detail, within: (r) => r.cityCode === codes[1] },
      { address: provinceName + detail, within: (r) => r.provinceCode === codes[0] },
    ];
    try {
      for (const scope of scopes) {
        let found: GeocodeResult;
        try {
          found = await callApi(geocoderApi.location, { query: { address: scope.address, cityCode: codes[1] } });
        } catch (error) {
          if (error instanceof ApiError && error.code === 404) continue;
          throw error;
        }
        if (id !== searchId.current) return;
        if (!scope.within(found)) continue;
        setCoordinate({ lng: found.gcj02Lng, lat: found.gcj02Lat, confirmed: true });
        setMapView({ center: [found.gcj02Lng, found.gcj02Lat], zoom: found.precision === 'address' ? POINT_ZOOM.precise : POINT_ZOOM.coarse });
        return;
      }
      if (id === searchId.current) setNotFound(true);
    } catch (error) {
      if (id === searchId.current && error instanceof ApiError && error.code !== 401) void message.error(error.message);
    } finally {
      if (id === searchId.current) setSearching(false);
    }
  };

  const scheduleSearch = (detail: string | undefined, codes: readonly string[] | undefined, names: readonly string[]) => {
    clearTimeout(timer.current);
    const text = detail?.trim() ?? '';
    if (!codes || codes.length !== 3 || text === '') {
      searchId.current++;
      setSearching(false);
      return;
    }
    // Waiting for the pause counts as searching: the point is about to change.
    setSearching(true);
    timer.current = setTimeout(() => void search(text, codes, names), SEARCH_DEBOUNCE_MS);
  };

  const onRegionChange = (codes: string[] | undefined, chosen: ReadonlyArray<{ label?: unknown }> | undefined) => {
    const names = (chosen ?? []).map((o) => String(o.label ?? ''));
    setLabels(names);
    // A point in another region no longer fits the address.
    form.setFieldValue('coordinate', undefined);
    setNotFound(false);
    if (codes && codes.length === 3) {
      void centreOn(codes);
      scheduleSearch(form.getFieldValue('adressDetail') as string | undefined, codes, names);
    } else {
      scheduleSearch(undefined, undefined, names);
    }
  };

  const fillFromHistory = async (entry: HistoryAddress) => {
    const codes = [entry.provinceCode, entry.cityCode, entry.countyCode];
    clearTimeout(timer.current);
    searchId.current++;
    setSearching(false);
    setNotFound(false);
    setLabels([entry.provinceName, entry.cityName, entry.countyName]);
    form.setFieldsValue({ region: codes, adressDetail: entry.address });
    setCoordinate({ lng: entry.gcj02Lon, lat: entry.gcj02Lat, confirmed: true });
    setMapView({ center: [entry.gcj02Lon, entry.gcj02Lat], zoom: POINT_ZOOM.precise });
    await form.validateFields(['region', 'adressDetail']).catch(() => undefined);
    await ensurePath(codes).catch(() => undefined);
  };

  const submit = async () => {
    let values: FormShape;
    try {
      values = await form.validateFields();
    } catch {
      return; // the messages are on the fields
    }
    const [province, city, country] = values.region ?? [];
    const point = values.coordinate!;
    const [bd09Lng, bd09Lat] = toBd09(point.lng, point.lat);
    onOk({
      province: { value: province, label: labels[0] },
      city: { value: city, label: labels[1] },
      country: { value: country, label: labels[2] },
      adressDetail: (values.adressDetail ?? '').trim(),
      gcj02Lng: round6(point.lng),
      gcj02Lat: round6(point.lat),
      bd09Lng,
      bd09Lat,
    });
  };

  const highlight: RegionPath | null = region?.length ? { provinceCode: region[0], cityCode: region[1] ?? null, countyCode: region[2] ?? null } : null;
  const marker: LngLat | null = coordinate ? [coordinate.lng, coordinate.lat] : null;
  const unconfirmed = coordinate?.confirmed === false;

  return (
    <div className="address-picker__body">
      <Form<FormShape>
        form={form}
        name="address"
        labelCol={{ flex: '84px' }}
        initialValues={
          value ? { region: initialRegion, adressDetail: value.adressDetail, coordinate: { lng: value.gcj02Lng, lat: value.gcj02Lat, confirmed: true } } : {}
        }
      >
        <Form.Item
          label="所在地区"
          name="region"
          required
          rules={[{ validator: (_, v: string[] | undefined) => (v?.length === 3 ? Promise.resolve() : Promise.reject(new Error(ADDRESS_MESSAGES.regionRequired))) }]}
        >
          <Cascader<{ value: string; label: string; isLeaf: boolean }>
            options={options}
            loadData={loadData}
            placeholder="请选择省/市/区县"
            // Until a chosen path's levels have loaded the cascader knows only its codes; the names are kept here.
            displayRender={(shown) => shown.map((l, i) => (/^\d{6}$/.test(l) && labels[i] ? labels[i] : l)).join(' / ')}
            onChange={(codes, chosen) => onRegionChange(codes as string[] | undefined, chosen)}
            allowClear
          />
        </Form.Item>
        <Form.Item
          label="详细地址"
          name="adressDetail"
          validateTrigger="onBlur"
          rules={[{ required: true, whitespace: true, message: ADDRESS_MESSAGES.detailRequired }, ...contractRules(addressValue, 'adressDetail')]}
          extra={notFound ? '未能定位该地址，请在地图上点选坐标位置' : undefined}
        >
          <Input
            disabled={!regionChosen}
            count={contractCount(addressValue, 'adressDetail')}
            placeholder={regionChosen ? '请输入详细地址' : '请先选择省/市/区县'}
            suffix={searching ? <Spin size="small" aria-label="正在查找地址" /> : <span />}
            onChange={(e) => {
              // Checked on blur; once it has shown its message, typing clears it.
              if (form.getFieldError('adressDetail').length > 0) void form.validateFields(['adressDetail']).catch(() => undefined);
              scheduleSearch(e.target.value, region, labels);
            }}
          />
        </Form.Item>
        <Form.Item
          label="坐标"
          name="coordinate"
          required
          rules={[
            {
              validator: (_, v: Coordinate | undefined) =>
                !v
                  ? Promise.reject(new Error(ADDRESS_MESSAGES.coordinateRequired))
                  : !v.confirmed
                    ? Promise.reject(new Error(ADDRESS_MESSAGES.confirmCoordinate))
                    : Promise.resolve(),
            },
          ]}
        >
          <CoordinateText />
        </Form.Item>

        {history.data && history.data.records.length > 0 && (
          <Form.Item label="历史地址" className="address-picker__history">
            <List
              size="small"
              dataSource={history.data.records.slice(0, HISTORY_ADDRESS_PAGE_SIZE)}
              renderItem={(entry) => (
                <List.Item className="address-picker__history-item">
                  <Button type="link" size="small" onClick={() => void fillFromHistory(entry)}>
                    {`${entry.provinceName}${entry.cityName === entry.provinceName ? '' : entry.cityName}${entry.countyName} ${entry.address}`}
                  </Button>
                </List.Item>
              )}
            />
          </Form.Item>
        )}
      </Form>

      <RegionMap
        center={mapView.center}
        zoom={mapView.zoom}
        marker={marker}
        highlight={highlight}
        height={340}
        label="选择坐标位置的地图"
        onMarkerChange={([lng, lat]) => {
          setCoordinate({ lng, lat, confirmed: false });
        }}
      />

      <div className="address-picker__footer">
        <Space>
          <Button onClick={onCancel}>取消</Button>
          <Button type="primary" disabled={searching || unconfirmed} onClick={() => void submit()}>
            确定
          </Button>
        </Space>
      </div>
    </div>
  );
}

/** The 坐标 field: the point's longitude and latitude, and 确认坐标 while a moved point awaits confirmation. */
function CoordinateText({ value, onChange }: { value?: Coordinate; onChange?: (next: Coordinate) => void }) {
  if (!value) return <Typography.Text type="secondary">在地图上点选或拖动坐标点，或输入详细地址自动定位</Typography.Text>;
  return (
    <Space wrap>
      <Typography.Text>
        经度 {value.lng.toFixed(6)}，纬度 {value.lat.toFixed(6)}
      </Typography.Text>
      {!value.confirmed && (
        <Button size="small" type="primary" ghost onClick={() => onChange?.({ ...value, confirmed: true })}>
          确认坐标
        </Button>
      )}
    </Space>
  );
}
