export * from './display.js';
export * from './banner.js';
export * from './anno.js';
export * from './recommend.js';
export * from './recommend-job.js';
export * from './recommend-course.js';

import { annoApi } from './anno.js';
import { bannerApi } from './banner.js';
import { recommendCourseApi } from './recommend-course.js';
import { recommendJobApi } from './recommend-job.js';

/** The `advert` domain's areas (广告管理), each one `defineEndpoints` map. */
export const advertAreas = [bannerApi, annoApi, recommendJobApi, recommendCourseApi] as const;
