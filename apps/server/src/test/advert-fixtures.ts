import { bannerApi, type Input } from '@hrbd/contract';
import { expect } from 'vitest';
import { DAY_MS } from '../platform/demo-random.js';
import { formatTime } from '../platform/time.js';
import type { TestServer } from './harness.js';

/** Inputs for the advertising tests: windows around now and the four forms. */

export type Window = { startTime: string; endTime: string };
/** A window from `from` to `to` days from now. */
export const days = (from: number, to: number): Window => ({ startTime: formatTime(Date.now() + from * DAY_MS), endTime: formatTime(Date.now() + to * DAY_MS) });
export const SHOWING = days(-1, 10);
export const PENDING = days(3, 10);
export const ENDED = days(-10, -2);

type BannerBody = Input<NonNullable<typeof bannerApi.saveBanner.body>>;

let serial = 0;
export function bannerForm(imageKey: string, overrides: Partial<BannerBody> = {}): BannerBody {
  return { title: `春风行动专场招聘${++serial}`, imageKey, position: 1, linkType: 0, linkTarget: '', enabled: 1, ...SHOWING, ...overrides };
}

/** A banner saved through the API: its code. */
export async function savedBanner(server: TestServer, token: string, imageKey: string, overrides: Partial<BannerBody> = {}): Promise<string> {
  const saved = await server.call(bannerApi.saveBanner, { token, body: bannerForm(imageKey, overrides) });
  expect(saved.status, saved.json.msg).toBe(200);
  return saved.json.data.bannerCode;
}

export const annoForm = (overrides: Record<string, unknown> = {}) => ({
  title: `关于春季招聘活动的公告${++serial}`,
  content: '<p>欢迎求职者关注平台发布的招聘会信息。</p>',
  isTop: 0,
  enabled: 1,
  ...SHOWING,
  ...overrides,
});
