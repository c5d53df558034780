import { bigscreenWeatherApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import { cityWeather } from './weather.service.js';

export const weatherRoutes = [route(bigscreenWeatherApi.city, ({ deps, query }) => cityWeather(deps, query.cityCode))];
