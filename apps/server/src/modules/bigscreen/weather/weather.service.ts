import { WEATHER_CACHE_SECONDS, WEATHER_FAILED_MSG, WEATHER_UNCONFIGURED_MSG, type WeatherNow } from '@hrbd/contract';
import type { AppDeps } from '../../../platform/context.js';
import { AppError, badRequest, unavailable } from '../../../platform/errors.js';
import { regionIndex } from '../../common/region/region.service.js';
import { weatherProviderOf, type WeatherProvider } from './weather.provider.js';

const BAD_GATEWAY = 502;
const providers = new WeakMap<AppDeps['config'], WeatherProvider | null>();

function providerFor(deps: AppDeps): WeatherProvider | null {
  if (!providers.has(deps.config)) providers.set(deps.config, weatherProviderOf(deps.config));
  return providers.get(deps.config) ?? null;
}

/**
 * The weather now at a city or county of the region table, from the
 * configured provider, reused for 10 minutes per city through the shared
 * state (so several instances ask the service once between them).
 */
export async function cityWeather(deps: AppDeps, cityCode: string): Promise<WeatherNow> {
  const region = (await regionIndex(deps.db)).find(cityCode);
  if (!region || (region.level !== 'city' && region.level !== 'county')) throw badRequest(`城市编码“${cityCode}”不存在`);
  const provider = providerFor(deps);
  if (!provider) throw unavailable(WEATHER_UNCONFIGURED_MSG);
  const key = `weather:${cityCode}`;
  const cached = await deps.state.get(key);
  if (cached) return JSON.parse(cached) as WeatherNow;
  let weather: WeatherNow;
  try {
    weather = await provider.now(cityCode, region.name);
  } catch {
    throw new AppError(BAD_GATEWAY, WEATHER_FAILED_MSG);
  }
  await deps.state.set(key, JSON.stringify(weather), WEATHER_CACHE_SECONDS * 1000);
  return weather;
}
