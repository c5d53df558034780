export * from './station.js';
export * from './activity.js';

import { activityApi, stationCourseApi } from './activity.js';
import { stationApi } from './station.js';

/** The `station` domain's areas, each one `defineEndpoints` map: what the server serves and the catalogue test checks. */
export const stationAreas = [stationApi, activityApi, stationCourseApi] as const;
