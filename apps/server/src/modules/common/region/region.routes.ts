import { commonEndpoints as api } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './region.service.js';

export const regionRoutes = [
  route(api.selectAllProvince, ({ deps }) => service.allProvinces(deps.db)),
  route(api.selectByProvinceCode, ({ deps, query }) => service.citiesOfProvince(deps.db, query.proCode)),
  route(api.selectByCityCode, ({ deps, query }) => service.countiesOfCity(deps.db, query.cityCode)),
  route(api.selectByCountryCode, ({ deps, query }) => service.streetsOfCounty(deps.db, query.countryCode)),
  route(api.selectByStreetCode, ({ deps, query }) => service.street(deps.db, query.streetCode)),
  route(api.selectAreaByCode, ({ deps, query }) => service.areaByCode(deps.db, query.code)),
];
