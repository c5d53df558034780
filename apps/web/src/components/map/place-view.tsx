import type { PlaceRecord } from '@hrbd/contract';
import { Space, Typography } from 'antd';
import { MapPoint } from './map-point';
import { formatPlace } from '../../lib/format';

export interface PlaceViewProps {
  place: PlaceRecord;
}

/** An address as details show it: the text, and its point on the map with its county outlined. */
export function PlaceView({ place }: PlaceViewProps) {
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Typography.Text>{formatPlace(place)}</Typography.Text>
      <MapPoint
        point={[place.gcj02Lng, place.gcj02Lat]}
        region={{ provinceCode: place.provinceCode, cityCode: place.cityCode, countyCode: place.countyCode }}
        // Close enough to read the streets' county, wide enough to see where in it the point lies.
        zoom={10}
        height={220}
      />
    </Space>
  );
}
