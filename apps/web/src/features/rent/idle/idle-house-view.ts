import { centsToYuan, type IdleHouseFormInput, type IdleHouseRecord } from '@hrbd/contract';

/** 3室2厅1卫. */
export const layoutOf = (h: Pick<IdleHouseRecord, 'rooms' | 'halls' | 'baths'>) => `${h.rooms}室${h.halls}厅${h.baths}卫`;

/** 5/18层; a basement floor reads 地下1层/18层. */
export const floorOf = (h: Pick<IdleHouseRecord, 'floor' | 'totalFloors'>) => `${h.floor < 0 ? `地下${-h.floor}` : h.floor}/${h.totalFloors}层`;

export const fullAddressOf = (h: Pick<IdleHouseRecord, 'cityName' | 'countyName' | 'address'>) => `${h.cityName}${h.countyName}${h.address}`;

/** A stored house as the edit endpoint takes it back (rent in yuan, photos by key), with `status` changed or kept. */
export function formOf(h: IdleHouseRecord, status = h.status): IdleHouseFormInput & { houseCode: string } {
  return {
    houseCode: h.houseCode,
    ownerName: h.ownerName,
    idCard: h.idCard,
    mobile: h.mobile,
    provinceCode: h.provinceCode,
    cityCode: h.cityCode,
    countyCode: h.countyCode,
    address: h.address,
    gcj02Lng: h.gcj02Lng,
    gcj02Lat: h.gcj02Lat,
    villageName: h.villageName,
    rooms: h.rooms,
    halls: h.halls,
    baths: h.baths,
    area: h.area,
    floor: h.floor,
    totalFloors: h.totalFloors,
    decoration: h.decoration,
    expectedRent: centsToYuan(h.expectedRent),
    availableFrom: h.availableFrom,
    photos: h.photos.map((p) => p.objectKey),
    status,
  };
}
