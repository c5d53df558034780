import type { Page } from 'playwright-core';

/** The session token the console keeps in its cookie (spec §6), for calls made beside the browser. */
export async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'Authorization');
  if (!cookie) throw new Error('not signed in');
  return decodeURIComponent(cookie.value);
}

/** Calls the API as the holder of `token` and answers the envelope's data; any other code fails the test with the server's msg. */
export async function apiPost<T>(baseUrl: string, token: string, path: string, body: unknown = {}): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json', 'user-source': 'PC_YJ' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}

/**
 * A role granting nothing and a user holding only it, made by the signed-in
 * administrator of `page` (as 角色管理 and 用户管理 would make them).
 */
export async function addUserWithoutScreens(page: Page, baseUrl: string, user: { userName: string; password: string; realName: string; phone: string }) {
  const token = await tokenOf(page);
  const { roleCode } = await apiPost<{ roleCode: string }>(baseUrl, token, '/pclogin/role/add', { roleName: '未分配权限', remark: '' });
  await apiPost(baseUrl, token, '/pclogin/user/add', { ...user, roleCodes: [roleCode], status: 1 });
}

/** A GET of the API as the holder of `token` with a query; answers the envelope's data (any other code fails the test). */
export async function apiGet<T>(baseUrl: string, token: string, path: string, query: Record<string, string | number> = {}): Promise<T> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await fetch(`${baseUrl}${path}${search ? `?${search}` : ''}`, { headers: { authorization: token, 'user-source': 'PC_YJ' } });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}
