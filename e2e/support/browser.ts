import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

export const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

let shared: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched by its first spec file and kept for the next ones (vitest.config.ts runs a worker's
 * files in one process): a launch cost 4–5 s of a file's start with two files running. Files keep apart by their own
 * contexts (cookies, storage, cache), which the session closes after each file; Playwright ends the browser with the process.
 */
export async function sharedBrowser(): Promise<Browser> {
  // A launch that failed or a browser that went away (a crash) is replaced, not handed to the next file.
  const current = await shared?.catch(() => undefined);
  if (current?.isConnected()) return current;
  shared = launchBrowser();
  return shared;
}

/** Debian's Chromium; flags keep it off this machine's closed network. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A page in a context of its own; `storageState` (a file Playwright saved) starts it with that session's cookies. */
export async function newPage(browser: Browser, baseUrl: string, storageState?: string): Promise<Page> {
  // Less motion, as a person may ask of their system: the console then opens dialogs at once (app/theme.ts),
  // where a click during a dialog's zoom sometimes missed its button (1 in 40 at load 5).
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', reducedMotion: 'reduce', storageState });
  // Three spec files run at once on two cores (vitest.config.ts): a step may wait its turn, so waits get 60 s.
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  // The console's own errors go to the run's output, so a failed spec says what broke in the page.
  page.on('pageerror', (error) => console.error(`[browser] ${error.stack ?? error.message}`));
  // Answers the specs provoke (401, 403, 409) and requests a page cancels on leaving are not news.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) console.error(`[browser console] ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') console.error(`[browser request failed] ${request.url()} ${reason}`);
  });
  return page;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/**
 * Drags the slide-verify handle like a person: pressed, moved in steps to
 * `fraction` of the track, released.
 */
export async function dragSlider(page: Page, fraction = 1): Promise<void> {
  const handle = page.locator('.slide-verify__handle');
  const track = page.locator('.slide-verify');
  const h = await handle.boundingBox();
  const t = await track.boundingBox();
  if (!h || !t) throw new Error('slide verify control not found');
  const startX = h.x + h.width / 2;
  const y = h.y + h.height / 2;
  const distance = (t.width - h.width) * fraction + (fraction >= 1 ? 10 : 0);
  await page.mouse.move(startX, y);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) {
    await page.mouse.move(startX + (distance * i) / 20, y + (i % 3) - 1);
    await page.waitForTimeout(30);
  }
  await page.mouse.up();
}
