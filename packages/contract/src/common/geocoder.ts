import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { REGION_LEVELS } from './region.js';

/**
 * Address text → coordinates. With an AMap key the server asks AMap's
 * geocoding service (`source: 'amap'`, `level: 'address'`); without one, or
 * when AMap fails, it resolves the text to the deepest region it names and
 * answers with that region's centre from bundled boundary data
 * (`source: 'region'`). `precision` says whose centre the point is: a county
 * without bundled data falls back to its city's centre.
 */
export const GEOCODE_LEVELS = [...REGION_LEVELS.filter((l) => l !== 'street'), 'address'] as const;
export type GeocodeLevel = (typeof GEOCODE_LEVELS)[number];

export const geocodeResult = z.object({
  source: z.enum(['amap', 'region']),
  /** The deepest level the text was resolved to. */
  level: z.enum(GEOCODE_LEVELS),
  /** The level whose centre the coordinates are. */
  precision: z.enum(GEOCODE_LEVELS),
  provinceCode: z.string().nullable(),
  provinceName: z.string().nullable(),
  cityCode: z.string().nullable(),
  cityName: z.string().nullable(),
  countyCode: z.string().nullable(),
  countyName: z.string().nullable(),
  formattedAddress: z.string(),
  gcj02Lng: z.number(),
  gcj02Lat: z.number(),
  bd09Lng: z.number(),
  bd09Lat: z.number(),
});
export type GeocodeResult = z.infer<typeof geocodeResult>;

export const geocoderApi = defineEndpoints('common', 'geocoder', {
  location: {
    method: 'GET',
    path: '/backend-common/geocoder/location',
    summary: '地址解析为经纬度',
    access: 'signedIn',
    audit: false,
    query: z.object({
      address: z.string().trim().min(1, { error: '请输入地址' }).max(200).describe('地址'),
      /** Narrows the search to a city (six-digit code), as the address dialog's search scope does. */
      cityCode: z
        .preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^\d{4,6}$/, { error: '城市编码应为 4 至 6 位数字' }).optional())
        .describe('城市编码'),
    }),
    response: geocodeResult,
  },
});
