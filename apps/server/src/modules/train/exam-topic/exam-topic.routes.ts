import { examTopicApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './exam-topic.service.js';

export const examTopicRoutes = [
  route(examTopicApi.queryETopicList, ({ deps, body }) => service.pageTopics(deps, body)),
  route(examTopicApi.saveETopic, async ({ deps, actor, body }) =>
    withMsg(await service.saveTopic(deps, actor, body), body.topicCode === undefined ? '新增成功' : '保存成功'),
  ),
  route(examTopicApi.queryTopicInfo, ({ deps, query }) => service.topicInfo(deps, query.topicCode)),
];
