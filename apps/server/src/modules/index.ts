import type { AppTask } from '../platform/context.js';
import type { RouteBinding } from '../platform/endpoint.js';
import { addressRoutes } from './common/address/address.routes.js';
import { dictRoutes } from './common/dict/dict.routes.js';
import { directoryRoutes } from './common/directory/directory.routes.js';
import { geocoderRoutes } from './common/geocoder/geocoder.routes.js';
import { labelRoutes } from './common/label/label.routes.js';
import { regionRoutes } from './common/region/region.routes.js';
import { treeDataRoutes } from './common/tree-data/tree-data.routes.js';
import { fileRoutes } from './common/file/file.routes.js';
import { fileTasks } from './common/file/file.tasks.js';
import { licenseRoutes } from './common/license/license.routes.js';
import { materialRoutes } from './common/material/material.routes.js';
import { materialTasks } from './common/material/material.tasks.js';
import { companyRoutes } from './company/company/company.routes.js';
import { companyStatisticsRoutes } from './company/statistics/statistics.routes.js';
import { jobCategoryRoutes } from './recruit/job-category/job-category.routes.js';
import { jobLabelRoutes } from './recruit/job-label/job-label.routes.js';
import { jobRoutes } from './recruit/job/job.routes.js';
import { jobTasks } from './recruit/job/job.tasks.js';
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
import { scheduleRoutes } from './system/schedule/schedule.routes.js';
import { sessionRoutes } from './system/session/session.routes.js';
import { sessionTasks } from './system/session/session.tasks.js';
import { userRoutes } from './system/user/user.routes.js';
import { wechatRoutes } from './system/wechat/wechat.routes.js';

/** Every route the server serves, by domain. The catalogue report and guard tests read this list. */
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
  ...scheduleRoutes,
  ...fileRoutes,
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

/** Every module's scheduled tasks (platform/scheduler runs them; 系统管理 › 定时任务 shows them). */
export const allScheduledTasks: readonly AppTask[] = [...jobTasks, ...materialTasks, ...fileTasks, ...sessionTasks];
