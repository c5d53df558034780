import { z } from 'zod';
import { ADDRESS_MESSAGES } from '../common/address.js';

/**
 * Where a company sits or a job is done, as the address dialog returns it:
 * province, city and county (six-digit GB/T 2260 codes, checked against the
 * region table by the server), the detailed address and a GCJ-02 point.
 */
const regionCode = (label: string) =>
  z
    .string({ error: ADDRESS_MESSAGES.regionRequired })
    .trim()
    .regex(/^\d{6}$/, { error: `${label}编码应为6位数字` })
    .describe(label);

/** Mainland China with its islands, as a GCJ-02 box: a point outside it was not picked on the map. */
export const CHINA_LNG_RANGE = [73, 136] as const;
export const CHINA_LAT_RANGE = [3, 54] as const;

const coordinate = (label: string, [min, max]: readonly [number, number]) =>
  z
    .number({ error: ADDRESS_MESSAGES.coordinateRequired })
    .min(min, { error: `${label}不在中国境内` })
    .max(max, { error: `${label}不在中国境内` })
    .describe(label);

export const placeFields = {
  provinceCode: regionCode('所在省份'),
  cityCode: regionCode('所在城市'),
  countyCode: regionCode('所在区县'),
  address: z.string({ error: ADDRESS_MESSAGES.detailRequired }).trim().min(1, { error: ADDRESS_MESSAGES.detailRequired }).max(200).describe('详细地址'),
  gcj02Lng: coordinate('经度', CHINA_LNG_RANGE),
  gcj02Lat: coordinate('纬度', CHINA_LAT_RANGE),
};

/** Province, city and county as records show them: codes with their names. */
export const regionRecord = {
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
};

/** A place as records show it: codes with their names. */
export const placeRecord = {
  ...regionRecord,
  address: z.string(),
  gcj02Lng: z.number(),
  gcj02Lat: z.number(),
};
export type PlaceRecord = z.infer<z.ZodObject<typeof placeRecord>>;
