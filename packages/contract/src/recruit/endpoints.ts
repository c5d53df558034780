/**
 * The `recruit` domain, one map per area: jobs and their review, job
 * categories, job labels, applications and resumes, health proofs so far.
 * Each area file exports its map; further areas (job fairs, hot events,
 * outsourcing, industrial-army matching) are spread in here as they land.
 */
import { applyInfoEndpoints } from './apply-info.js';
import { healthEndpoints } from './health.js';
import { hotEventEndpoints } from './hot-event.js';
import { industrialArmyEndpoints } from './industrial-army.js';
import { jobCategoryEndpoints } from './job-category.js';
import { jobFairEndpoints } from './job-fair.js';
import { jobLabelEndpoints } from './job-label.js';
import { jobEndpoints } from './job.js';
import { outsourceEndpoints } from './outsource.js';

export const recruitEndpoints = {
  ...jobEndpoints,
  ...jobCategoryEndpoints,
  ...jobLabelEndpoints,
  ...applyInfoEndpoints,
  ...healthEndpoints,
  ...jobFairEndpoints,
  ...hotEventEndpoints,
  ...outsourceEndpoints,
  ...industrialArmyEndpoints,
} as const;
