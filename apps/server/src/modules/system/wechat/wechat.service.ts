import { userApi, type DataOf } from '@hrbd/contract';
import QRCode, { type QRCodeToDataURLOptions } from 'qrcode';
import { z } from 'zod';
import type { Config } from '../../../config.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { AppError, badRequest, conflict, found, notFound, unavailable } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { formatTime, nowText } from '../../../platform/time.js';
import { setWechatBinding, userIdByWxOpenId, wechatBindingOf } from '../user/user.service.js';
import * as repo from './wechat.repository.js';

type BindStatus = DataOf<typeof userApi.queryBindStatus>;
type BindQrcode = DataOf<typeof userApi.bindAccountQrcord>;

export const TICKET_TTL_MS = 5 * 60_000;
/** Expired tickets are kept this long so a late status poll still hears "expired" rather than "not found". */
const STALE_TICKET_MS = 24 * 3600_000;
const WECHAT_TIMEOUT_MS = 10_000;
const BAD_GATEWAY = 502;

/** Rendering of the bind QR code; exported so tests can rebuild the exact image from the URL they expect. */
export const QR_OPTIONS: QRCodeToDataURLOptions = { errorCorrectionLevel: 'M', margin: 1, width: 240 };

interface Credentials {
  appId: string;
  secret: string;
}

/** The official-account credentials, or 503: without them no real binding can happen, so none is pretended. */
function credentials(config: Config): Credentials {
  const { appId, secret } = config.wechat;
  if (!appId || !secret) throw unavailable('未配置微信公众号参数 WECHAT_APPID/WECHAT_SECRET，无法绑定微信');
  return { appId, secret };
}

/** WeChat's OAuth page; after the scan WeChat sends the phone to our callback with `code` and the ticket as `state`. */
export function authorizeUrl(config: Config, appId: string, ticket: string): string {
  const params = new URLSearchParams({
    appid: appId,
    redirect_uri: `${config.publicUrl.replace(/\/+$/, '')}${userApi.wxCallback.path}`,
    response_type: 'code',
    scope: 'snsapi_base',
    state: ticket,
  });
  return `https://open.weixin.qq.com/connect/oauth2/authorize?${params.toString()}#wechat_redirect`;
}

/** Issues a one-time bind ticket (5 minutes) and the QR code a phone scans to use it. */
export async function bindQrcode(deps: AppDeps, actor: Actor): Promise<BindQrcode> {
  const { appId } = credentials(deps.config);
  const binding = found(await wechatBindingOf(deps.db, actor.userId), '用户不存在');
  if (binding.openId) throw conflict('当前账号已绑定微信，如需更换请先解除绑定');
  const now = Date.now();
  const ticket = randomCode();
  const expireTime = formatTime(now + TICKET_TTL_MS);
  await deps.db.transaction().execute(async (trx) => {
    await repo.deleteStaleTickets(trx, actor.userId, formatTime(now - STALE_TICKET_MS));
    await repo.insertTicket(trx, { ticket, userId: actor.userId, state: 'pending', expireTime, createTime: formatTime(now) });
  });
  const qrcode = await QRCode.toDataURL(authorizeUrl(deps.config, appId, ticket), QR_OPTIONS);
  return { ticket, qrcode, expireTime };
}

const tokenAnswer = z.union([
  z.object({ openid: z.string().min(1).max(128) }),
  z.object({ errcode: z.number(), errmsg: z.string().optional() }),
]);

/** Trades the OAuth `code` for the scanner's openid at WeChat's sns/oauth2/access_token. */
async function openIdFor(apiBase: string, creds: Credentials, code: string): Promise<string> {
  const params = new URLSearchParams({ appid: creds.appId, secret: creds.secret, code, grant_type: 'authorization_code' });
  let body: unknown;
  try {
    const res = await fetch(`${apiBase.replace(/\/+$/, '')}/sns/oauth2/access_token?${params.toString()}`, {
      signal: AbortSignal.timeout(WECHAT_TIMEOUT_MS),
    });
    if (!res.ok) throw new AppError(BAD_GATEWAY, `微信服务器响应异常（HTTP ${res.status}），请稍后重新扫码`);
    body = await res.json();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(BAD_GATEWAY, '无法连接微信服务器，请稍后重新扫码');
  }
  const answer = tokenAnswer.safeParse(body);
  if (!answer.success) throw new AppError(BAD_GATEWAY, '微信服务器返回的数据无法识别，请稍后重新扫码');
  if ('errcode' in answer.data) throw badRequest(`微信授权失败（错误码 ${answer.data.errcode}），请在电脑上刷新二维码后重新扫码`);
  return answer.data.openid;
}

/**
 * The OAuth callback: the ticket must be pending and unexpired (checked before
 * WeChat is asked, so stray links cost nothing), the openid must not belong to
 * another account, and the ticket is spent in the same transaction that binds.
 */
export async function completeBinding(deps: AppDeps, code: string, ticketText: string): Promise<{ wxNickname: string }> {
  const creds = credentials(deps.config);
  const ticket = found(await repo.findTicket(deps.db, ticketText), '二维码无效，请在电脑上重新生成二维码');
  if (ticket.state === 'bound') throw conflict('该二维码已使用，请勿重复扫码');
  if (ticket.expireTime <= nowText()) throw conflict('二维码已过期，请在电脑上刷新二维码后重新扫码');
  const openId = await openIdFor(deps.config.wechat.apiBase, creds, code);
  return deps.db.transaction().execute(async (trx) => {
    const owner = await userIdByWxOpenId(trx, openId);
    if (owner !== undefined && owner !== ticket.userId) throw conflict('该微信已绑定其他账号，请先在原账号中解除绑定');
    const current = await wechatBindingOf(trx, ticket.userId);
    if (!current) throw notFound('要绑定的账号不存在');
    if (current.openId && current.openId !== openId) throw conflict('该账号已绑定其他微信，请先解除绑定');
    if (!(await repo.markTicketBound(trx, ticket.id))) throw conflict('该二维码已使用，请勿重复扫码');
    const wxNickname = `微信用户${openId.slice(-4)}`;
    await setWechatBinding(trx, ticket.userId, { openId, nickname: wxNickname, bindTime: nowText() });
    return { wxNickname };
  });
}

/** The caller's binding, and the state of one of their own tickets while the console waits for the scan. */
export async function bindStatus(deps: AppDeps, actor: Actor, ticketText: string | undefined): Promise<BindStatus> {
  const binding = found(await wechatBindingOf(deps.db, actor.userId), '用户不存在');
  let ticketState: BindStatus['ticketState'] = null;
  if (ticketText) {
    const ticket = await repo.findTicket(deps.db, ticketText);
    // Someone else's ticket answers exactly like an unknown one.
    if (!ticket || ticket.userId !== actor.userId) throw notFound('绑定二维码不存在，请重新生成');
    ticketState = ticket.state === 'bound' ? 'bound' : ticket.expireTime <= nowText() ? 'expired' : 'pending';
  }
  return { bound: binding.openId !== null, wxNickname: binding.nickname, bindTime: binding.bindTime, ticketState };
}

export async function unbind(deps: AppDeps, actor: Actor): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const binding = found(await wechatBindingOf(trx, actor.userId), '用户不存在');
    if (!binding.openId) throw conflict('当前账号未绑定微信');
    await setWechatBinding(trx, actor.userId, null);
  });
}
