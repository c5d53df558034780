import { systemEndpoints as api } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import * as service from './event-tracking.service.js';

export const eventTrackingRoutes = [
  route(api.trackEvent, ({ deps, actor, client, body }) => service.trackEvent(deps, actor, client, body)),
  route(api.listEvents, ({ deps, body }) =>
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
