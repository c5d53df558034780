import Bowser from 'bowser';

/** What 登录日志 and 在线用户 show of a client: e.g. `Chrome 131` and `Windows 10`; empty when the user agent names none. */
export interface ClientPlatform {
  browser: string;
  os: string;
}

const UNKNOWN: ClientPlatform = { browser: '', os: '' };

/** Leading dotted numbers of a version: `131.0.6778.86` → `131` (1), `10.15.7` → `10.15` (2). */
function leading(version: string | undefined, parts: number): string {
  if (!version) return '';
  return version.split('.').slice(0, parts).join('.');
}

function osOf(os: { name?: string; version?: string; versionName?: string }): string {
  if (!os.name) return '';
  // Windows versions are named by release (NT 10.0 is 10, NT 6.1 is 7); others by their number.
  const version = os.name === 'Windows' ? (os.versionName ?? '') : leading(os.version, 2);
  return version ? `${os.name} ${version}` : os.name;
}

function parse(userAgent: string): ClientPlatform {
  if (userAgent.trim() === '') return UNKNOWN;
  const { browser, os } = Bowser.parse(userAgent);
  const version = leading(browser.version, 1);
  return { browser: browser.name ? [browser.name, version].filter(Boolean).join(' ') : '', os: osOf(os) };
}

// A page of sessions or sign-ins holds a handful of distinct agents: each is parsed once.
const CACHE_LIMIT = 500;
const cache = new Map<string, ClientPlatform>();

/**
 * The browser and operating system a user agent names, parsed by bowser when
 * the record is read: stored rows keep the raw text, so a newer parser also
 * reads old rows better, and nothing has to be migrated.
 */
export function describeUserAgent(userAgent: string): ClientPlatform {
  let found = cache.get(userAgent);
  if (!found) {
    found = parse(userAgent);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(userAgent, found);
  }
  return found;
}

/** The record with its `browser` and `os` read from its `userAgent`. */
export function withClientPlatform<R extends { userAgent: string }>(record: R): R & ClientPlatform {
  return { ...record, ...describeUserAgent(record.userAgent) };
}
