export * from './job.js';
export * from './job-category.js';
export * from './job-label.js';
export * from './apply-info.js';
export * from './health.js';
export * from './fair-rules.js';
export * from './job-fair.js';
export * from './hot-event.js';
export * from './outsource.js';
export * from './industrial-army.js';

import { jobApi } from './job.js';
import { jobCategoryApi } from './job-category.js';
import { jobLabelApi } from './job-label.js';
import { applyInfoApi } from './apply-info.js';
import { healthApi } from './health.js';
import { jobFairApi } from './job-fair.js';
import { hotEventApi, hotEventValueApi } from './hot-event.js';
import { outsourceApi } from './outsource.js';
import { industrialArmyApi } from './industrial-army.js';

/** The `recruit` domain's areas, each one `defineEndpoints` map: what the server serves and the catalogue test checks. */
export const recruitAreas = [jobApi, jobCategoryApi, jobLabelApi, applyInfoApi, healthApi, jobFairApi, hotEventApi, hotEventValueApi, outsourceApi, industrialArmyApi] as const;
