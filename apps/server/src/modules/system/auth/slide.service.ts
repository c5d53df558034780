import { authApi, SLIDE_RULES, type BodyOf } from '@hrbd/contract';
import type { AppDeps } from '../../../platform/context.js';
import { badRequest } from '../../../platform/errors.js';
import { randomSecret } from '../../../platform/ids.js';
import { formatTime } from '../../../platform/time.js';

type SlideInput = BodyOf<typeof authApi.slideVerify>;

const challengeKey = (id: string) => `slide:challenge:${id}`;
const ticketKey = (ticket: string) => `slide:ticket:${ticket}`;
const FAILED = '验证失败，请重试';

export async function issueChallenge(deps: AppDeps): Promise<{ challengeId: string; expireTime: string }> {
  const challengeId = randomSecret();
  const issuedAt = Date.now();
  await deps.state.set(challengeKey(challengeId), String(issuedAt), SLIDE_RULES.challengeTtlMs);
  return { challengeId, expireTime: formatTime(issuedAt + SLIDE_RULES.challengeTtlMs) };
}

/**
 * Whether a reported drag looks like a person's: it reached the end of the
 * track, took a plausible time (no longer than the challenge has existed),
 * and its trail moves forward in time and ends where the handle stopped.
 */
export function isPlausibleDrag(input: SlideInput, msSinceIssued: number): boolean {
  const { trackWidth, offset, duration, trail } = input;
  const tolerance = SLIDE_RULES.endTolerancePx;
  if (offset < trackWidth - tolerance || offset > trackWidth + tolerance) return false;
  if (duration < SLIDE_RULES.minDurationMs || duration > SLIDE_RULES.maxDurationMs) return false;
  if (duration > msSinceIssued + 1000) return false;
  if (trail.length < SLIDE_RULES.minTrailPoints) return false;
  for (let i = 1; i < trail.length; i++) if (trail[i].t < trail[i - 1].t) return false;
  const last = trail[trail.length - 1];
  if (Math.abs(last.x - offset) > tolerance) return false;
  return last.t - trail[0].t <= duration + 50;
}

/** Checks a drag against its one-time challenge and issues a one-time login ticket. */
export async function verifySlide(deps: AppDeps, input: SlideInput): Promise<{ ticket: string }> {
  const issuedAt = await deps.state.take(challengeKey(input.challengeId));
  if (issuedAt === null) throw badRequest('验证已失效，请重新拖动滑块');
  if (!isPlausibleDrag(input, Date.now() - Number(issuedAt))) throw badRequest(FAILED);
  const ticket = randomSecret();
  await deps.state.set(ticketKey(ticket), '1', SLIDE_RULES.ticketTtlMs);
  return { ticket };
}

/** Uses up a login ticket; false when it is unknown, expired or already used. */
export async function redeemTicket(deps: AppDeps, ticket: string | undefined): Promise<boolean> {
  if (!ticket) return false;
  return (await deps.state.take(ticketKey(ticket))) !== null;
}
