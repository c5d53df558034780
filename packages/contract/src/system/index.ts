export * from './labels.js';
export * from './auth.js';
export * from './sign-in.js';
export * from './user.js';
export * from './role.js';
export * from './resource.js';
export * from './message.js';
export * from './event-tracking.js';
export * from './audit-log.js';
export * from './session.js';
export * from './resource-tree.js';
export * from './schedule.js';

import { authApi } from './auth.js';
import { userApi } from './user.js';
import { roleApi } from './role.js';
import { resourceApi } from './resource.js';
import { messageApi } from './message.js';
import { eventTrackingApi } from './event-tracking.js';
import { auditLogApi } from './audit-log.js';
import { sessionApi } from './session.js';
import { scheduleApi } from './schedule.js';

/** The `system` domain's areas, each one `defineEndpoints` map: what the server serves and the catalogue test checks. */
export const systemAreas = [authApi, userApi, roleApi, resourceApi, messageApi, eventTrackingApi, auditLogApi, sessionApi, scheduleApi] as const;
