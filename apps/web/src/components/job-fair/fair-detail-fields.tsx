import { JOB_FAIR_SHARED_LABELS as S, JOB_FAIR_TYPES, type JobFairDetail } from '@hrbd/contract';
import type { DetailField } from '../detail-view';
import { PlaceView } from '../map';
import { formatFairPlace } from './fair-format';

/** What both fairs' details hold alike (a campus fair's detail has the same fields). */
type FairDetailRows = Pick<
  JobFairDetail,
  'fairType' | 'address' | 'gcj02Lng' | 'gcj02Lat' | 'provinceCode' | 'provinceName' | 'cityCode' | 'cityName' | 'countyCode' | 'countyName' | 'creatorName' | 'updateTime' | 'description'
>;

/** Where the fair is held: an offline fair's address on the map, else its county (online, or no point yet). */
export function fairPlaceField(fair: FairDetailRows): DetailField<FairDetailRows> {
  return fair.fairType === JOB_FAIR_TYPES.offline && fair.gcj02Lng !== null && fair.gcj02Lat !== null
    ? { key: 'address', label: S.address.label, span: 2, render: (_, f) => <PlaceView place={{ ...f, gcj02Lng: f.gcj02Lng ?? 0, gcj02Lat: f.gcj02Lat ?? 0 }} /> }
    : { key: 'address', label: S.region.label, span: 2, render: (_, f) => formatFairPlace(f) };
}

/** Who made the fair (the job fair's detail puts 创建时间 after it). */
export const FAIR_CREATOR_FIELD: DetailField<FairDetailRows> = { key: 'creatorName', label: S.creatorName.label };

/** When the fair last changed, and its introduction, last in both details. */
export const FAIR_LAST_FIELDS: readonly DetailField<FairDetailRows>[] = [
  { key: 'updateTime', label: S.updateTime.label },
  // Stored as the server's rich-text allow-list left it: no scripts, handlers, styles or frames.
  { key: 'description', label: S.description.label, span: 2, render: (html) => <div className="rich-text-view" dangerouslySetInnerHTML={{ __html: html }} /> },
];
