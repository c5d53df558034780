import { eventTrackingApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './event-tracking.service.js';

export const eventTrackingRoutes = [
  // A tracked event is a write without an operation-log row.
  route(eventTrackingApi.info, ({ deps, actor, client, body }) => service.trackEvent(deps, actor, client, body), { primary: true }),
  route(eventTrackingApi.list, ({ deps, body }) =>
    service.listEvents(
      deps,
      {
        eventType: body.eventType,
        eventName: body.eventName,
        pagePath: body.pagePath,
        userName: body.userName,
        beginTime: body.beginTime,
        endTime: body.endTime,
      },
      body,
    ),
  ),
];
