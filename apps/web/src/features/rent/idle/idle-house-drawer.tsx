import { centsToYuan, DECORATION_LABELS, IDLE_HOUSE_DETAIL_LABELS, IDLE_HOUSE_LABELS, idleHouseApi, type IdleHouseRecord } from '@hrbd/contract';
import { Drawer, Image, Skeleton, Space } from 'antd';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { EmptyData } from '../../../components/empty-data';
import { LoadError } from '../../../components/list-page';
import { PlaceView } from '../../../components/map';
import { useApiQuery } from '../../../lib/query';
import { IdleStatusTag } from './idle-status-tag';
import { floorOf, layoutOf } from './idle-house-view';
import '../../../components/detail-view/detail.css';

const L = IDLE_HOUSE_LABELS;
const D = IDLE_HOUSE_DETAIL_LABELS;

const FIELDS: DetailField<IdleHouseRecord>[] = [
  { key: 'villageName', label: L.villageName.label },
  { key: 'status', label: L.status.label, render: (s) => <IdleStatusTag value={s} /> },
  { key: 'ownerName', label: L.ownerName.label },
  { key: 'mobile', label: L.mobile.label },
  { key: 'idCard', label: L.idCard.label },
  { key: 'decoration', label: L.decoration.label, labels: DECORATION_LABELS },
  // 32 characters: a row of its own, so the two columns keep to the drawer's width.
  { key: 'houseCode', label: L.houseCode.label, span: 2 },
  { key: 'address', label: L.fullAddress.label, span: 2, render: (_, h) => <PlaceView place={h} /> },
  { key: 'rooms', label: L.layout.label, render: (_, h) => layoutOf(h) },
  { key: 'area', label: L.area.label, render: (a) => a.toFixed(2) },
  { key: 'floor', label: L.floorLabel.label, render: (_, h) => floorOf(h) },
  { key: 'expectedRent', label: L.expectedRent.label, render: (v) => centsToYuan(v) },
  { key: 'availableFrom', label: L.availableFrom.label },
  { key: 'createTime', label: D.createTime.label },
  { key: 'updateTime', label: L.updateTime.label, span: 2 },
  {
    key: 'photos',
    label: D.photos.label,
    span: 2,
    render: (photos) =>
      photos.length === 0 ? (
        <EmptyData description="未上传房屋照片" />
      ) : (
        <Image.PreviewGroup>
          <Space wrap>
            {photos.map((p, i) => (
              <Image key={p.objectKey} src={p.url} alt={`房屋照片${i + 1}`} width={120} height={90} style={{ objectFit: 'cover' }} preview={{ mask: '预览' }} />
            ))}
          </Space>
        </Image.PreviewGroup>
      ),
  },
];

/** 详情: the house as registered, the owner's numbers as the caller may see them, its place on the map and its photos. */
export function IdleHouseDrawer({ houseCode, onClose }: { houseCode: string | null; onClose: () => void }) {
  const info = useApiQuery(idleHouseApi.info, { query: { houseCode: houseCode ?? '' } }, { enabled: houseCode !== null });
  return (
    <Drawer title="闲置房屋详情" open={houseCode !== null} onClose={onClose} size={760} destroyOnHidden>
      {info.isLoading && <Skeleton active />}
      {info.isError && <LoadError title="获取闲置房屋失败" reason={info.error.message} onRetry={() => void info.refetch()} />}
      {info.data && (
        // Labels on one line (期望租金（元/月） broken over four reads badly), as the other details show them.
        <div className="recruit-detail">
          <DetailView fields={FIELDS} record={info.data} />
        </div>
      )}
    </Drawer>
  );
}
