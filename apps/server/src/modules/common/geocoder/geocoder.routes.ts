import { geocoderApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './geocoder.service.js';

export const geocoderRoutes = [route(geocoderApi.location, ({ deps, query, request }) => service.geocode(deps, query, request.log))];
