import { perm } from '@hrbd/contract';
import type { RouteBinding } from '../platform/endpoint.js';
import { addressRoutes } from './common/address/address.routes.js';
import { dictRoutes } from './common/dict/dict.routes.js';
import { directoryRoutes } from './common/directory/directory.routes.js';
import { geocoderRoutes } from './common/geocoder/geocoder.routes.js';
import { labelRoutes } from './common/label/label.routes.js';
import { regionRoutes } from './common/region/region.routes.js';
import { treeDataRoutes } from './common/tree-data/tree-data.routes.js';
import type { FileHolder } from './common/file/file-access.js';
import { fileRoutes } from './common/file/file.routes.js';
import { materialKeysAmong } from './common/material/material.service.js';
import { licenceKeysAmong } from './company/company/company.service.js';
import { licenseRoutes } from './common/license/license.routes.js';
import { materialRoutes } from './common/material/material.routes.js';
import { companyRoutes } from './company/company/company.routes.js';
import { companyStatisticsRoutes } from './company/statistics/statistics.routes.js';
import { jobCategoryRoutes } from './recruit/job-category/job-category.routes.js';
import { jobLabelRoutes } from './recruit/job-label/job-label.routes.js';
import { jobRoutes } from './recruit/job/job.routes.js';
import { applyInfoRoutes } from './recruit/apply-info/apply-info.routes.js';
import { healthRoutes } from './recruit/health/health.routes.js';
import { outsourceRoutes } from './recruit/outsource/outsource.routes.js';
import { industrialArmyRoutes } from './recruit/industrial-army/industrial-army.routes.js';
import { jobFairRoutes } from './recruit/job-fair/job-fair.routes.js';
import { hotEventRoutes } from './recruit/hot-event/hot-event.routes.js';
import { recruitDashboardRoutes } from './stats/recruit-dashboard/recruit-dashboard.routes.js';
import { auditLogRoutes } from './system/audit-log/audit-log.routes.js';
import { authRoutes } from './system/auth/auth.routes.js';
import { eventTrackingRoutes } from './system/event-tracking/event-tracking.routes.js';
import { messageRoutes } from './system/message/message.routes.js';
import { resourceRoutes } from './system/resource/resource.routes.js';
import { roleRoutes } from './system/role/role.routes.js';
import { sessionRoutes } from './system/session/session.routes.js';
import { userRoutes } from './system/user/user.routes.js';
import { wechatRoutes } from './system/wechat/wechat.routes.js';

/** Every route the server serves, by domain. The catalogue report and guard tests read this list. */
/**
 * Records that keep object keys in a column, with the list permission that
 * lets a user read them: batchQueryUrl signs their files for such a user. A
 * picture inside rich text is re-signed by the endpoint showing the text, so
 * those are not listed. A new domain keeping keys in a column adds its row.
 */
const FILE_HOLDERS: readonly FileHolder[] = [
  { permission: perm.recruit.company.approval.list, keysAmong: licenceKeysAmong },
  { permission: perm.train.course.material.list, keysAmong: materialKeysAmong },
];

export const allRoutes: readonly RouteBinding[] = [
  ...authRoutes,
  ...userRoutes,
  ...wechatRoutes,
  ...roleRoutes,
  ...resourceRoutes,
  ...messageRoutes,
  ...eventTrackingRoutes,
  ...auditLogRoutes,
  ...sessionRoutes,
  ...fileRoutes(FILE_HOLDERS),
  ...materialRoutes,
  ...licenseRoutes,
  ...regionRoutes,
  ...dictRoutes,
  ...labelRoutes,
  ...directoryRoutes,
  ...treeDataRoutes,
  ...geocoderRoutes,
  ...addressRoutes,
  ...companyRoutes,
  ...companyStatisticsRoutes,
  ...jobRoutes,
  ...jobCategoryRoutes,
  ...jobLabelRoutes,
  ...applyInfoRoutes,
  ...healthRoutes,
  ...outsourceRoutes,
  ...industrialArmyRoutes,
  ...jobFairRoutes,
  ...hotEventRoutes,
  ...recruitDashboardRoutes,
];
