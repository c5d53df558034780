import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { closeDrawer, modalWith, notice, openUnder, popconfirm, question, settle, tabCount } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

/** The value beside `label` in the open drawer's detail (antd Descriptions, bordered). */
const detailValue = (drawer: Locator, label: string) => drawer.locator('th', { hasText: label }).first().locator('xpath=following-sibling::td[1]');

describe('课程审核: a demo course passed in review, put online and taken offline, its history in the detail', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/train/course/approval' });
  let page: Page;
  let approval: Locator;
  let courseCode = '';
  let courseName = '';

  beforeAll(async () => {
    page = session.page;
    approval = await openUnder(page, '课程管理', '课程审核', '/train/course/approval');
    await approval.locator('.ant-table-row').first().waitFor();
  });

  it('passes the first course 审核中 from its detail after asking; the tab counts follow', async () => {
    onTestFailed(() => screenshot(page, 'train-course-failed-pass').then(() => undefined));
    const inReview = await tabCount(approval, '审核中');
    const passed = await tabCount(approval, '已通过');
    expect(inReview).toBeGreaterThan(0);
    await screenshot(page, 'train-course-approval');

    const row = approval.locator('.ant-table-row').first();
    // The name is the row's link (the first cell is its checkbox).
    courseName = (await row.locator('a').first().textContent())?.trim() ?? '';
    expect(courseName).not.toBe('');
    await row.getByText('详情', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText('审核记录', { exact: true }).waitFor();
    courseCode = (await detailValue(drawer, '课程编号').textContent())?.trim() ?? '';
    expect(courseCode).toMatch(/^[0-9a-f]{32}$/);
    await drawer.getByRole('button', { name: '审核通过' }).click();
    await question(page).locator('.ant-modal-confirm-title', { hasText: `确定审核通过课程“${courseName}”吗？` }).waitFor();
    await question(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();
    await detailValue(drawer, '审核状态').getByText('已通过').waitFor();
    await closeDrawer(page);
    await expect.poll(() => tabCount(approval, '审核中')).toBe(inReview - 1);
    expect(await tabCount(approval, '已通过')).toBe(passed + 1);
  });

  it('puts the course online and takes it offline from 课程列表, each after asking', async () => {
    onTestFailed(() => screenshot(page, 'train-course-failed-online').then(() => undefined));
    const list = await openUnder(page, '课程管理', '课程列表', '/train/course/list');
    // The form: 课程性质 decides what else it asks (机构课程 its organisation).
    await list.getByRole('button', { name: /新\s*增/ }).click();
    const form = modalWith(page, '课程名称');
    await form.getByText('机构课程', { exact: true }).click();
    await form.getByText('所属机构', { exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'train-course-form');
    await form.getByRole('button', { name: /取\s*消/ }).click();
    await form.waitFor({ state: 'hidden' });
    await list.getByPlaceholder('请输入课程编号').fill(courseCode);
    await list.getByRole('button', { name: /查\s*询/ }).click();
    const row = list.locator('.ant-table-row', { hasText: courseName });
    await expect.poll(() => list.locator('.ant-table-row').count()).toBe(1);
    await row.getByText('已通过', { exact: true }).waitFor();

    await row.getByText('上线', { exact: true }).click();
    await popconfirm(page).getByText(`确定上线课程“${courseName}”吗？`).first().waitFor();
    await popconfirm(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '上线成功').waitFor();
    await row.getByText('已上线', { exact: true }).waitFor();
    // Online, the course is neither edited nor deleted.
    expect(await row.getByText('编辑', { exact: true }).count()).toBe(0);
    await settle(page);
    await screenshot(page, 'train-course-online');

    await row.getByText('下线', { exact: true }).click();
    await popconfirm(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '下线成功').waitFor();
    await row.getByText('已下线', { exact: true }).waitFor();
  });

  it('shows the course under 已下线 in 课程审核 with its history in flow order', async () => {
    onTestFailed(() => screenshot(page, 'train-course-failed-history').then(() => undefined));
    approval = await openUnder(page, '课程管理', '课程审核', '/train/course/approval');
    await approval.getByRole('tab', { name: /^已下线（\d+）$/ }).click();
    // The tab is in the address; the filter row is set from it once it has moved.
    await page.waitForURL((url) => url.hash.includes('tab=4'));
    await approval.locator('.ant-table-row').first().getByText('已下线', { exact: true }).waitFor();
    await settle(page);
    await approval.getByPlaceholder('请输入课程编号').fill(courseCode);
    await approval.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => approval.locator('.ant-table-row').count()).toBe(1);
    await approval.locator('.ant-table-row').first().getByText('详情', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-open');
    // The review history's table (an online course's drawer also lists its chapters).
    const history = drawer.locator('.ant-table', { has: page.getByRole('columnheader', { name: '状态变化' }) }).locator('.ant-table-tbody');
    await history.getByText('下线', { exact: true }).waitFor();
    const actions = await history.locator('tr td:first-child').allTextContents();
    expect(actions.slice(-3)).toEqual(['审核通过', '上线', '下线']);
    expect(actions[0]).toBe('提交审核');
    // 强制下线 is offered to an offline course.
    await drawer.getByRole('button', { name: '强制下线' }).waitFor();
    await history.scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'train-course-history');
  });
});

/** The name of the clip recorded for the chapter (its file name without the extension is the material's name). */
const CLIP = '岗前安全演示';

/**
 * A 3-second H.264 MP4 made by the browser itself (a canvas drawn into MediaRecorder), uploaded into
 * 素材管理 as a person would. Made in a page of its own.
 */
async function recordClip(page: Page): Promise<Buffer> {
  const studio = await page.context().newPage();
  try {
    await studio.setContent('<canvas width="320" height="180"></canvas>');
    // Browser code as text: this package is compiled without the DOM's types.
    const base64 = await studio.evaluate<string>(`(async () => {
      const canvas = document.querySelector('canvas');
      const ctx = canvas.getContext('2d');
      const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/mp4;codecs=avc1' });
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const start = performance.now();
      let frame = 0;
      const draw = () => {
        const t = performance.now() - start;
        ctx.fillStyle = '#1677ff';
        ctx.fillRect(0, 0, 320, 180);
        ctx.fillStyle = '#fff';
        ctx.font = '28px sans-serif';
        ctx.fillText('安全演示 ' + (t / 1000).toFixed(1) + ' 秒', 20 + ((t / 20) % 120), 100);
        frame = requestAnimationFrame(draw);
      };
      draw();
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      // The clip's own length: recording takes as long as the clip lasts.
      setTimeout(() => recorder.stop(), 3000);
      await stopped;
      cancelAnimationFrame(frame);
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let text = '';
      for (const b of bytes) text += String.fromCharCode(b);
      return btoa(text);
    })()`);
    return Buffer.from(base64, 'base64');
  } finally {
    await studio.close();
  }
}

/** Picks `option` in the filter bar's select whose placeholder is `placeholder`. */
async function pickFilter(page: Page, view: Locator, placeholder: string, option: string | RegExp): Promise<void> {
  await view.locator('.ant-select', { hasText: placeholder }).first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

describe('章节 and 素材分组: a clip uploaded into a new group, added to a 线上课程 in review and played in its detail', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/train/material' });
  let page: Page;
  const group = `安全课程视频${Date.now() % 10_000}`;

  beforeAll(async () => {
    page = session.page;
  });

  it('creates a video group in 素材管理, uploads a clip into it and filters the list by it', async () => {
    onTestFailed(() => screenshot(page, 'train-course-failed-group').then(() => undefined));
    const view = await openUnder(page, '课程管理', '素材管理', '/train/material');
    await view.getByRole('button', { name: /新建分组/ }).click();
    const dialog = modalWith(page, '分组名称');
    await dialog.getByPlaceholder('如：安全生产课程').fill(group);
    await dialog.getByText('视频', { exact: true }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    const clip = await recordClip(page);
    await view.getByRole('button', { name: /上传视频/ }).click();
    const uploads = page.getByRole('dialog', { name: '上传视频' });
    await uploads.getByRole('combobox', { name: '上传到分组' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `${group}（0）` }).click();
    await uploads.locator('input[type=file]').setInputFiles({ name: `${CLIP}.mp4`, mimeType: 'video/mp4', buffer: clip });
    const row = uploads.locator('.ant-table-row', { hasText: CLIP });
    await uploads.getByRole('button', { name: '开始上传' }).click();
    await row.getByText('上传成功', { exact: true }).waitFor();
    await uploads.locator('.ant-drawer-close').click();
    await uploads.waitFor({ state: 'hidden' });

    await view.getByRole('tab', { name: /视频/ }).click();
    // The group now counts its video; filtered by it, the list holds just that clip.
    await pickFilter(page, view, '请选择分组', `视频 · ${group}（1）`);
    await view.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => view.locator('.ant-table-row').count()).toBe(1);
    const listed = view.locator('.ant-table-row').first();
    await listed.getByText(CLIP, { exact: true }).waitFor();
    await listed.getByText(group, { exact: true }).waitFor();
    await listed.getByText('上传成功', { exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'train-course-material-group');
  });

  it('adds the clip as a chapter of a 线上课程 in review and plays it in the detail drawer', async () => {
    onTestFailed(() => screenshot(page, 'train-course-failed-chapter').then(() => undefined));
    const approval = await openUnder(page, '课程管理', '课程审核', '/train/course/approval');
    await approval.getByRole('tab', { name: /^审核中（\d+）$/ }).click();
    await pickFilter(page, approval, '请选择课程类型', '线上课程');
    await approval.getByRole('button', { name: /查\s*询/ }).click();
    const rows = approval.locator('.ant-table-row');
    await expect.poll(async () => (await rows.count()) > 0 && (await rows.filter({ hasText: '线下课程' }).count()) === 0).toBe(true);
    const first = rows.first();
    await first.getByText('线上课程', { exact: true }).waitFor();
    await first.getByText('详情', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-open');
    const chapters = drawer.locator('.ant-table', { has: page.getByRole('columnheader', { name: '章节名称' }) });
    await chapters.locator('.ant-table-row').first().waitFor();
    const before = await chapters.locator('.ant-table-row').count();
    expect(before).toBeGreaterThanOrEqual(2);
    await drawer.getByText(`章节（${before}）`, { exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'train-course-chapters');

    // The demo's own chapters play their clips (the seed's 课程视频 materials).
    const demoChapter = chapters.locator('.ant-table-row').first();
    const demoTitle = (await demoChapter.locator('td').nth(1).textContent()) ?? '';
    expect(demoTitle).toMatch(/^第1章 /);
    await demoChapter.getByText('播放', { exact: true }).click();
    const demoPlayer = await playing(page, demoTitle);
    await screenshot(page, 'train-course-demo-chapter-playing');
    await demoPlayer.getByRole('button', { name: /关闭|Close/ }).first().click();
    await demoPlayer.waitFor({ state: 'hidden' });

    await drawer.getByRole('button', { name: /添加章节/ }).click();
    const dialog = modalWith(page, '章节视频');
    await dialog.locator('.ant-select', { hasText: '请选择素材管理中上传成功的视频' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: CLIP }).click();
    // Picking the video names the chapter after it and reads its length (3 s) from the file.
    await expect.poll(() => dialog.getByPlaceholder('如：第一章 安全用电基础').inputValue()).toBe(CLIP);
    await expect.poll(() => dialog.locator('.ant-form-item', { hasText: '时长' }).locator('input').inputValue()).toBe('3');
    await dialog.getByText('可试看', { exact: true }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    const added = chapters.locator('.ant-table-row', { hasText: CLIP });
    await added.waitFor();
    await drawer.getByText(`章节（${before + 1}）`, { exact: true }).waitFor();
    expect(await added.locator('td').first().textContent()).toBe(String(before + 1));
    await added.getByText('可试看', { exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'train-course-chapter-added');

    await added.getByText('播放', { exact: true }).click();
    await playing(page, CLIP);
    await screenshot(page, 'train-course-chapter-playing');
  });
});

/** The player dialog of the chapter `title`, once its video plays: its time moves on (a short clip may also have ended), in zh-CN. */
async function playing(page: Page, title: string): Promise<Locator> {
  const player = page.getByRole('dialog', { name: title });
  const video = player.locator('video');
  await video.waitFor();
  await expect
    .poll(() => video.evaluate((v) => ({ time: (v as unknown as { currentTime: number }).currentTime > 0, error: (v as unknown as { error: { code: number } | null }).error?.code ?? 0 })), {
      timeout: 60_000,
    })
    .toEqual({ time: true, error: 0 });
  expect(await player.locator('.video-js').getAttribute('lang')).toBe('zh-cn');
  return player;
}
