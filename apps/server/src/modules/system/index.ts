import type { DomainModule } from '../../platform/domain-module.js';
import { auditLogRoutes } from './audit-log/audit-log.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { eventTrackingRoutes } from './event-tracking/event-tracking.routes.js';
import { messageRoutes } from './message/message.routes.js';
import * as m0001 from './migrations/0001-system.js';
import * as m0002 from './migrations/0002-system-row-counts.js';
import * as m0030 from './migrations/0030-scheduler.js';
import * as m0031 from './migrations/0031-data-scope.js';
import * as m0076 from './migrations/0076-apply-stat-per-statement.js';
import * as m0091 from './migrations/0091-counter-fillfactor.js';
import { syncResourceTree } from './resource/resource.seed.js';
import { resourceRoutes } from './resource/resource.routes.js';
import { roleRoutes } from './role/role.routes.js';
import { scheduleRoutes } from './schedule/schedule.routes.js';
import { sessionRoutes } from './session/session.routes.js';
import { sessionTasks } from './session/session.tasks.js';
import { seedSystemDemo } from './system.demo.js';
import { userRoutes } from './user/user.routes.js';
import { seedAdmin } from './user/user.seed.js';
import { wechatRoutes } from './wechat/wechat.routes.js';
import { parseTime } from '../../platform/time.js';

/** 系统管理: accounts, roles and resources, messages, logs, sessions, scheduled tasks. */
export const systemModule: DomainModule = {
  domain: 'system',
  routes: [...authRoutes, ...userRoutes, ...wechatRoutes, ...roleRoutes, ...resourceRoutes, ...messageRoutes, ...eventTrackingRoutes, ...auditLogRoutes, ...sessionRoutes, ...scheduleRoutes],
  migrations: { '0001-system': m0001, '0002-system-row-counts': m0002, '0030-scheduler': m0030, '0031-data-scope': m0031, '0076-apply-stat-per-statement': m0076, '0091-counter-fillfactor': m0091 },
  seeds: [
    // Every endpoint's permission code exists in every database, whatever it was created with.
    { name: 'resource-tree', when: 'everyStart', run: (db, { now }) => syncResourceTree(db, now) },
    { name: 'admin', when: 'once', run: (db, { now, adminPassword }) => seedAdmin(db, adminPassword, now) },
    { name: 'demo-system', when: 'demo', run: (db, { now }) => seedSystemDemo(db, { now: parseTime(now) }) },
  ],
  tasks: sessionTasks,
};
