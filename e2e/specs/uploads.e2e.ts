import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { eventually, openUnder } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

const MiB = 1_048_576;
/** A 1×1 PNG. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const VIDEO_NAME = '岗前培训第一课.mp4';

/** An mp4 the server recognises by its bytes (an `ftyp` box, brand isom) followed by ~6 MB of filler, so it goes in 6+ parts. */
function makeVideo(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'latin1'),
  ]);
  // Random filler: a fresh md5 each run, so the upload is never an instant one (秒传).
  return Buffer.concat([ftyp, randomBytes(6 * MiB - ftyp.length + 12_345)]);
}

/** The antd drawer titled `title` (its dialog is labelled by the title). */
const drawer = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Lets antd's motion (notices sliding in, the tab ink bar) finish before a screenshot. */
const settle = (page: Page) => page.waitForTimeout(400);

async function progressOf(row: Locator): Promise<number> {
  return Number(await row.getByRole('progressbar', { name: '上传进度' }).getAttribute('aria-valuenow'));
}

describe('uploads: pictures checked before sending, videos in parts with pause and resume', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN });
  let page: Page;
  let view: Locator;
  beforeAll(async () => {
    page = session.page;
    await page.locator('.top-tabs__tab', { hasText: '培训系统' }).click();
    // The tab opens its 数据看板; 素材管理 sits in the 课程管理 submenu.
    view = await openUnder(page, '课程管理', '素材管理', '/train/material');
  });

  it('refuses a picture over 10 MB with the spec message, sending nothing', async () => {
    onTestFailed(() => screenshot(page, 'uploads-failed-image').then(() => undefined));
    await view.getByRole('button', { name: /上传图片/ }).click();
    const images = drawer(page, '上传图片');
    await images.waitFor();
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/material/uploadMaterial')) sent += 1;
    });
    await images.locator('input[type=file]').setInputFiles({ name: '招聘会现场.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * MiB + 1) });
    const notice = page.locator('.ant-message').getByText('只能上传小于10M的文件，请重新上传');
    await notice.waitFor();
    await settle(page);
    await screenshot(page, 'uploads-image-too-large');
    expect(sent).toBe(0);
    // Gone before the next step, whose drawer title it would cover.
    await notice.waitFor({ state: 'hidden' });
  });

  it('uploads a picture as a material and lists it', async () => {
    onTestFailed(() => screenshot(page, 'uploads-failed-picture').then(() => undefined));
    const images = drawer(page, '上传图片');
    await images.locator('input[type=file]').setInputFiles({ name: '招聘会现场.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
    await images.locator('.ant-upload-list-item-image').waitFor();
    await images.locator('.ant-drawer-close').click();
    await images.waitFor({ state: 'hidden' });
    const listed = view.locator('.ant-table-row', { hasText: '招聘会现场' });
    await listed.getByText('上传成功').waitFor();
    await listed.locator('img').waitFor();
    expect(await view.getByRole('tab', { name: /图片/ }).textContent()).toBe('图片（1）');
  });

  it('uploads a video in parts with a progress bar, pauses, resumes and lists it as 上传成功', async () => {
    onTestFailed(() => screenshot(page, 'uploads-failed-video').then(() => undefined));
    // A link slow enough to watch: 6 MB at 1.5 MB/s takes about four seconds.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1.5 * MiB });

    // The demo's own videos (the 培训 chapters' clips) are counted in the tab already.
    const videoTab = view.getByRole('tab', { name: /^视频（\d+）$/ });
    await videoTab.waitFor();
    const videosBefore = Number((await videoTab.textContent())?.match(/（(\d+)）/)?.[1]);
    await view.getByRole('button', { name: /上传视频/ }).click();
    const videos = drawer(page, '上传视频');
    await videos.waitFor();
    await videos.locator('input[type=file]').setInputFiles({ name: VIDEO_NAME, mimeType: 'video/mp4', buffer: makeVideo() });
    const row = videos.locator('.ant-table-row', { hasText: VIDEO_NAME });
    await row.getByText('文件已添加，等待上传').waitFor();
    await videos.getByRole('button', { name: '开始上传' }).click();

    await eventually('upload progress above 15%', async () => (await progressOf(row)) > 15);
    await row.getByText('上传中', { exact: true }).waitFor();
    await screenshot(page, 'uploads-video-progress');

    await row.getByRole('button', { name: '暂停' }).click();
    await row.getByText('上传已暂停').waitFor();
    const paused = await progressOf(row);
    await page.waitForTimeout(1500);
    expect(await progressOf(row)).toBe(paused);
    expect(paused).toBeLessThan(100);
    await screenshot(page, 'uploads-video-paused');

    await row.getByRole('button', { name: '继续' }).click();
    await row.getByText('上传成功', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await progressOf(row)).toBe(100);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await screenshot(page, 'uploads-video-done');

    await videos.locator('.ant-drawer-close').click();
    await videos.waitFor({ state: 'hidden' });
    await view.getByRole('tab', { name: /视频/ }).click();
    const listed = view.locator('.ant-table-row', { hasText: '岗前培训第一课' });
    await listed.getByText('上传成功').waitFor();
    await expect.poll(() => view.getByRole('tab', { name: /视频/ }).textContent()).toBe(`视频（${videosBefore + 1}）`);
    await settle(page);
    await screenshot(page, 'uploads-video-listed');

    // 预览 plays it from a freshly signed URL in the Chinese player.
    await listed.getByRole('button', { name: '预览' }).click();
    const player = page.getByRole('dialog', { name: '岗前培训第一课' }).locator('.video-js');
    await player.waitFor();
    expect(await player.getAttribute('lang')).toBe('zh-cn');
    await settle(page);
    await screenshot(page, 'uploads-video-preview');
  });
});
