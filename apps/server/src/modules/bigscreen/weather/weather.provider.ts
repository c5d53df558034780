import type { WeatherNow } from '@hrbd/contract';
import type { Config } from '../../../config.js';

/**
 * Where the weather comes from (WEATHER_PROVIDER): an adapter per outside
 * service. None is configured by default, and then there is no weather —
 * the card stays empty rather than showing made-up weather.
 */
export interface WeatherProvider {
  /** The weather now at a city or county (its six-digit code); throws when the service fails. */
  now(cityCode: string, cityName: string): Promise<WeatherNow>;
}

const TIMEOUT_MS = 5_000;

interface AmapLive {
  adcode?: string;
  city?: string;
  weather?: string;
  temperature?: string;
  winddirection?: string;
  windpower?: string;
  humidity?: string;
  reporttime?: string;
}

/** AMap's weather service (`/v3/weather/weatherInfo`, live weather) under AMAP_API_BASE. */
export function amapWeather(settings: { key: string; apiBase: string }): WeatherProvider {
  return {
    async now(cityCode, cityName) {
      const url = `${settings.apiBase}/v3/weather/weatherInfo?city=${encodeURIComponent(cityCode)}&key=${encodeURIComponent(settings.key)}&extensions=base&output=JSON`;
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`AMap weather HTTP ${response.status}`);
      const body = (await response.json()) as { status?: string; info?: string; lives?: AmapLive[] };
      const live = body.lives?.[0];
      if (body.status !== '1' || !live || !live.weather) throw new Error(`AMap weather refused: ${body.info ?? 'no live weather'}`);
      return {
        cityCode,
        cityName: live.city || cityName,
        weather: live.weather,
        temperature: live.temperature ?? '',
        windDirection: live.winddirection ?? '',
        windPower: live.windpower ?? '',
        humidity: live.humidity ?? '',
        reportTime: live.reporttime ?? '',
      };
    },
  };
}

/** The configured provider, or null when none is. */
export function weatherProviderOf(config: Pick<Config, 'weather'>): WeatherProvider | null {
  return config.weather?.provider === 'amap' ? amapWeather(config.weather) : null;
}
