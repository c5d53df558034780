import { SIGN_RESULT_LABELS, trainSignInApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import * as service from './train-sign-in.service.js';

export const trainSignInRoutes = [
  route(trainSignInApi.sign, async ({ deps, actor, body }) => {
    const signed = await service.sign(deps, actor, body);
    return withMsg(signed, `${SIGN_RESULT_LABELS[signed.result]}成功`);
  }),
  route(trainSignInApi.analysis, ({ deps, actor, query }) => service.signAnalysis(deps, actor, query)),
  route(trainSignInApi.report, ({ deps, actor, query }) => service.signReport(deps, actor, query.classCode)),
];
