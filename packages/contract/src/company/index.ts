export { companyEndpoints } from './endpoints.js';
export * from './place.js';
export * from './company.js';
export * from './statistics.js';
