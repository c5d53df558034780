import { userApi } from '@hrbd/contract';
import { route, withMsg } from '../../../platform/endpoint.js';
import { AppError } from '../../../platform/errors.js';
import { describeError } from '../../../platform/http.js';
import { resultPage } from './wechat.page.js';
import * as service from './wechat.service.js';

export const wechatRoutes = [
  // The QR code writes a ticket; the console then polls it, so both stay on the primary (a replica may lag the ticket).
  route(userApi.bindAccountQrcord, ({ deps, actor }) => service.bindQrcode(deps, actor), { primary: true }),
  route(userApi.queryBindStatus, ({ deps, actor, query }) => service.bindStatus(deps, actor, query.ticket), { primary: true }),
  route(userApi.unBindWX, async ({ deps, actor }) => withMsg(await service.unbind(deps, actor), '解除绑定成功')),
  route(userApi.wxCallback, async ({ deps, query, request, reply }) => {
    let status = 200;
    let page: string;
    try {
      const { wxNickname } = await service.completeBinding(deps, query.code, query.state);
      page = resultPage(true, '绑定成功', `微信（${wxNickname}）已绑定到您的账号，请返回电脑继续操作。`);
    } catch (error) {
      const described = describeError(error instanceof Error ? error : new Error(String(error)));
      if (!(error instanceof AppError)) request.log.error({ err: error }, 'wechat callback failed');
      status = described.status;
      request.failure = described.msg; // kept for the operation log
      page = resultPage(false, '绑定失败', described.msg);
    }
    // The page reports a one-time outcome; a cached copy would show a stale one.
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  }),
];
