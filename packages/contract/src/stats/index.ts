export { statsEndpoints } from './endpoints.js';
export * from './recruit-dashboard.js';
