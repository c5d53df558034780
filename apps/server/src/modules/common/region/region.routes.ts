import { regionApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './region.service.js';

export const regionRoutes = [
  route(regionApi.selectAllProvince, ({ deps }) => service.allProvinces(deps.db)),
  route(regionApi.selectByProvinceCode, ({ deps, query }) => service.citiesOfProvince(deps.db, query.proCode)),
  route(regionApi.selectByCityCode, ({ deps, query }) => service.countiesOfCity(deps.db, query.cityCode)),
  route(regionApi.selectByCountryCode, ({ deps, query }) => service.streetsOfCounty(deps.db, query.countryCode)),
  route(regionApi.selectByStreetCode, ({ deps, query }) => service.street(deps.db, query.streetCode)),
  route(regionApi.selectAreaByCode, ({ deps, query }) => service.areaByCode(deps.db, query.code)),
];
