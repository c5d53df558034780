import { authApi, LOGIN_REFUSED_MSG, MESSAGE_TYPES, USER_STATUS, type BodyOf } from '@hrbd/contract';
import { SESSION_TTL_MS } from '../../../platform/auth/guard.js';
import { hashPassword, verifyPassword } from '../../../platform/auth/password.js';
import { insertSession, revokeSessionsByPublicId } from '../../../platform/auth/session.repository.js';
import type { Actor, AppDeps, ClientInfo } from '../../../platform/context.js';
import { AppError, badRequest, forbidden } from '../../../platform/errors.js';
import { randomCode, randomSecret, sha256 } from '../../../platform/ids.js';
import { formatTime, nowText } from '../../../platform/time.js';
import { notifyUsers } from '../message/message.service.js';
import { lockUser, recordFailedLogin, recordLogin, userForSignIn } from '../user/user.service.js';
import { insertLoginLog } from './login-log.repository.js';
import { redeemTicket } from './slide.service.js';

type LoginInput = BodyOf<typeof authApi.login>;

export const LOCKOUT = { maxFailures: 5, lockMs: 10 * 60_000 } as const;
/** The account's owner reads the attempts left and the lock in their messages; the caller gets only this. */
const BAD_CREDENTIALS = LOGIN_REFUSED_MSG;

const lockedMessage = (until: string) => `密码连续错误${LOCKOUT.maxFailures}次，账号已锁定，请于 ${until} 后再试`;

/** A hash of a password nobody knows, checked when the user name is unknown so that answer takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomSecret()));

/**
 * Signs a user in: slide ticket (unless LOGIN_CAPTCHA=off), lockout after 5
 * wrong passwords for 10 minutes, then a new opaque token of which only the
 * hash is kept. Every outcome is written to the login log.
 */
export async function login(deps: AppDeps, input: LoginInput, client: ClientInfo) {
  const refuse = async (error: AppError): Promise<never> => {
    await insertLoginLog(deps.db, input.userName, client, 0, error.message);
    throw error;
  };
  if (deps.config.loginCaptcha && !(await redeemTicket(deps, input.ticket))) {
    return refuse(badRequest('请先完成滑块验证'));
  }
  // The login log (read by administrators only) keeps the precise reason; the caller gets BAD_CREDENTIALS.
  const refuseAs = async (reason: string): Promise<never> => {
    await insertLoginLog(deps.db, input.userName, client, 0, reason);
    throw badRequest(BAD_CREDENTIALS);
  };
  const user = await userForSignIn(deps.db, input.userName);
  // Every path below hashes once, so the answer's timing does not tell a known name from an unknown one.
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user) return refuseAs(BAD_CREDENTIALS);
  const now = Date.now();
  if (user.lockedUntil && user.lockedUntil > formatTime(now)) return refuseAs(lockedMessage(user.lockedUntil));
  if (!passwordOk) {
    const failures = await recordFailedLogin(deps.db, user.id);
    if (failures < LOCKOUT.maxFailures) {
      const left = LOCKOUT.maxFailures - failures;
      await notifyUsers(deps.db, [user.id], {
        msgType: MESSAGE_TYPES.SECURITY,
        title: '登录密码错误',
        content: `您的账号于 ${formatTime(now)} 从 ${client.ip} 登录时密码错误，还可尝试${left}次，再错将锁定${LOCKOUT.lockMs / 60_000}分钟。如非本人操作，请及时修改密码。`,
      });
      return refuseAs(`${BAD_CREDENTIALS}，还可尝试${left}次`);
    }
    const until = formatTime(now + LOCKOUT.lockMs);
    await deps.db.transaction().execute(async (trx) => {
      await lockUser(trx, user.id, until);
      await notifyUsers(trx, [user.id], {
        msgType: MESSAGE_TYPES.SECURITY,
        title: '账号已被锁定',
        content: `您的账号于 ${formatTime(now)} 因密码连续错误${LOCKOUT.maxFailures}次被锁定，将于 ${until} 自动解锁。如非本人操作，请及时修改密码。`,
      });
    });
    return refuseAs(lockedMessage(until));
  }
  if (user.status !== USER_STATUS.ENABLED) return refuse(forbidden('账号已被禁用，请联系管理员'));

  const token = randomSecret();
  const loginTime = formatTime(now);
  const expireTime = formatTime(now + SESSION_TTL_MS);
  await deps.db.transaction().execute(async (trx) => {
    await insertSession(trx, {
      sessionId: randomCode(),
      tokenHash: sha256(token),
      userId: user.id,
      loginTime,
      expireTime,
      ...client,
    });
    await recordLogin(trx, user.id, loginTime);
  });
  await insertLoginLog(deps.db, user.userName, client, 1, '登录成功');
  return { token, expireTime, userName: user.userName, realName: user.realName };
}

export async function logout(deps: AppDeps, actor: Actor): Promise<void> {
  await revokeSessionsByPublicId(deps.db, [actor.sessionId], nowText());
}
