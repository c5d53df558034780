/**
 * The 14 catalogue rows of the `company` domain: registration and review of
 * companies, their lists and counts, and the government-side statistics.
 */
import { cmpyEndpoints } from './company.js';
import { companyStatisticsEndpoints } from './statistics.js';

export const companyEndpoints = {
  ...cmpyEndpoints,
  ...companyStatisticsEndpoints,
} as const;
