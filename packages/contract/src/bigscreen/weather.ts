import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { perm } from '../system/resource-tree.js';

/**
 * The big screen's weather card: the weather now in a 河南 city or county,
 * from the configured weather service (WEATHER_PROVIDER), never made up.
 * No service configured answers 503, a failing one 502.
 */
export const DEFAULT_WEATHER_CITY = '410184';
export const WEATHER_UNCONFIGURED_MSG = '未配置天气服务';
export const WEATHER_FAILED_MSG = '天气服务暂不可用';
/** How long one city's answer is reused. */
export const WEATHER_CACHE_SECONDS = 600;

export const weatherNow = z.object({
  cityCode: z.string(),
  cityName: z.string(),
  /** 晴, 多云 … as the service words it. */
  weather: z.string(),
  /** Degrees Celsius. */
  temperature: z.string(),
  windDirection: z.string(),
  windPower: z.string(),
  /** Percent. */
  humidity: z.string(),
  /** When the service observed it (YYYY-MM-DD HH:mm:ss). */
  reportTime: z.string(),
});
export type WeatherNow = z.infer<typeof weatherNow>;

export const bigscreenWeatherApi = defineEndpoints('bigscreen', 'weather', {
  city: {
    method: 'GET',
    path: '/hrbd-bigscreen/weather/city',
    summary: '数据大屏：实时天气',
    access: { permission: perm.recruit.bigscreen.list },
    audit: false,
    query: z.object({
      cityCode: z
        .preprocess((v) => (v === '' || v === null || v === undefined ? DEFAULT_WEATHER_CITY : v), z.string().regex(/^\d{6}$/, { error: '城市编码格式不正确' }))
        .describe('城市编码'),
    }),
    response: weatherNow,
  },
});
