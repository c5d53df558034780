import { perm } from '@hrbd/contract';
import type { DomainModule } from '../../platform/domain-module.js';
import { activityRoutes } from './activity/activity.routes.js';
import { activityPosterKeysAmong } from './activity/activity.service.js';
import { activityTasks } from './activity/activity.tasks.js';
import * as m0047 from './migrations/0047-station.js';
import * as m0068 from './migrations/0068-station-pay-date.js';
import * as m0071 from './migrations/0071-station-activity-counts.js';
import * as m0081 from './migrations/0081-station-activity-status-order.js';
import * as m0087 from './migrations/0087-station-county-counts.js';
import { stationRoutes } from './station/station.routes.js';
import { stationPhotoKeysAmong } from './station/station.service.js';
import { seedStationDemo } from './station.demo.js';
import { parseTime } from '../../platform/time.js';

/** 招聘驿站: stations and their boards, activities, settlement (README.md). */
export const stationModule: DomainModule = {
  domain: 'station',
  routes: [...stationRoutes, ...activityRoutes],
  migrations: { '0047-station': m0047, '0068-station-pay-date': m0068, '0071-station-activity-counts': m0071, '0081-station-activity-status-order': m0081, '0087-station-county-counts': m0087 },
  seeds: [
    // After the recruit and train demos: boards take their jobs, settlements count their applications.
    { name: 'demo-station', when: 'demo', run: (db, { now }) => seedStationDemo(db, { now: parseTime(now) }) },
  ],
  tasks: [...activityTasks],
  // Saved photos and posters are shown in the forms through batchQueryUrl, to whoever may open the list.
  fileHolders: [
    { permission: perm.recruit.station.manage.list, keysAmong: stationPhotoKeysAmong },
    { permission: perm.recruit.station.activity.list, keysAmong: activityPosterKeysAmong },
  ],
};
