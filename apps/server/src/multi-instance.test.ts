/**
 * Two server instances behind one PostgreSQL database, one Redis and one S3
 * bucket, reached over HTTP as a load balancer would: what one instance
 * starts, the other honours. (A scheduled task runs once across instances:
 * `platform/scheduler/scheduler.api.test.ts`.)
 */
import { authApi, fileApi, OBJECT_KEY_HEADER, TUS_PATH, userApi, VIDEO_UPLOAD } from '@hrbd/contract';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from './test/harness.js';
import { clusterAvailable, startCluster, type Cluster, type Instance } from './test/instances/cluster.js';
import { humanDrag } from './test/slide-drag.js';
import { md5Of, mp4File, multipartBody, pngImage, tusMetadata } from './test/upload-fixtures.js';

/** A slide challenge from one instance, verified on another: the ticket a login needs. */
async function ticketVia(challengeAt: Instance, verifyAt: Instance): Promise<string> {
  const challenge = await challengeAt.call(authApi.slideChallenge);
  expect(challenge.status, challenge.json.msg).toBe(200);
  const verified = await verifyAt.call(authApi.slideVerify, { body: humanDrag(challenge.json.data.challengeId) });
  expect(verified.status, verified.json.msg).toBe(200);
  return verified.json.data.ticket;
}

async function signIn(at: Instance, other: Instance, userName = ADMIN.userName, password = ADMIN.password) {
  return at.call(authApi.login, { body: { userName, password, ticket: await ticketVia(other, at) } });
}

describe.skipIf(!clusterAvailable())('two instances on one PostgreSQL database, one Redis and one S3 bucket', () => {
  let cluster: Cluster;
  let a: Cluster['a'];
  let b: Cluster['b'];
  /** Signed in before the rate-limit test uses up this minute's logins. */
  let admin: string;

  beforeAll(async () => {
    cluster = await startCluster();
    ({ a, b } = cluster);
    const login = await signIn(a, b);
    expect(login.status, login.json.msg).toBe(200);
    admin = login.json.data.token;
  }, 120_000);

  afterAll(async () => {
    const { redisKeysLeft } = await cluster.close();
    // Nothing of this run stays in the shared Redis.
    expect(redisKeysLeft).toBe(0);
  }, 60_000);

  it('takes a token issued by A on B, and serves on B a file uploaded through A', async () => {
    const onB = await b.call(userApi.info, { token: admin });
    expect(onB.status, onB.json.msg).toBe(200);
    expect(onB.json.data.user.userName).toBe('admin');

    const png = pngImage(24);
    const form = multipartBody({}, { name: '头像.png', type: 'image/png', data: png });
    const uploaded = await a.fetch(fileApi.uploadFile.path, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${admin}`, 'user-source': 'PC_YJ' },
      body: form.payload,
    });
    const { data } = (await uploaded.json()) as { data: { objectKey: string; url: string } };
    expect(uploaded.status).toBe(200);
    // A keeps nothing on its disk: the object is in the bucket, and B serves A's signed link.
    expect(await cluster.s3.keys()).toContain(data.objectKey);
    const download = await b.fetch(data.url);
    expect(download.status).toBe(200);
    expect(md5Of(Buffer.from(await download.arrayBuffer()))).toBe(md5Of(png));
  });

  it('refuses on B, within the documented second, a token logged out on A', async () => {
    const login = await signIn(b, a);
    const token = login.json.data.token;
    // B reads the session (and remembers that read for up to a second).
    expect((await b.call(userApi.info, { token })).status).toBe(200);
    expect((await a.call(authApi.logout, { token })).status).toBe(200);
    expect((await a.call(userApi.info, { token })).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const late = await b.call(userApi.info, { token });
    expect([late.status, late.json.msg]).toEqual([401, expect.stringContaining('登录')]);
  });

  it('verifies on B a slide challenge issued by A, and its ticket signs in once, on either', async () => {
    const challenge = await a.call(authApi.slideChallenge);
    const verified = await b.call(authApi.slideVerify, { body: humanDrag(challenge.json.data.challengeId) });
    expect(verified.status, verified.json.msg).toBe(200);
    // The challenge is spent on A too.
    const replay = await a.call(authApi.slideVerify, { body: humanDrag(challenge.json.data.challengeId) });
    expect([replay.status, replay.json.msg]).toEqual([400, '验证已失效，请重新拖动滑块']);
    const ticket = verified.json.data.ticket;
    expect((await a.call(authApi.login, { body: { ...ADMIN, ticket } })).status).toBe(200);
    const again = await b.call(authApi.login, { body: { ...ADMIN, ticket } });
    expect([again.status, again.json.msg]).toEqual([400, '请先完成滑块验证']);
  });

  it('locks an account after five wrong passwords spread over both instances', async () => {
    const added = await b.call(userApi.add, {
      token: admin,
      body: { userName: 'twoplaces', password: 'Right1234', realName: '双实例', phone: '13900000021', roleCodes: ['admin'] },
    });
    expect(added.status, added.json.msg).toBe(200);
    for (const [at, other] of [[a, b], [b, a], [a, b], [b, a], [a, b]] as const) {
      const res = await signIn(at, other, 'twoplaces', 'Wrong1234');
      expect([res.status, res.json.msg]).toEqual([400, '用户名或密码错误']);
    }
    // The right password is refused on both now: the fifth wrong one, on A, locked the account.
    expect((await signIn(b, a, 'twoplaces', 'Right1234')).status).toBe(400);
    const log = await b.server.deps.db.selectFrom('sysLoginLog').select('reason').where('userName', '=', 'twoplaces').orderBy('id').execute();
    expect(log.map((r) => r.reason.replace(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/, 'T'))).toEqual([
      '用户名或密码错误，还可尝试4次',
      '用户名或密码错误，还可尝试3次',
      '用户名或密码错误，还可尝试2次',
      '用户名或密码错误，还可尝试1次',
      '密码连续错误5次，账号已锁定，请于 T 后再试',
      '密码连续错误5次，账号已锁定，请于 T 后再试',
    ]);
  });

  it('counts login attempts per minute across both instances, and refuses the next on either', async () => {
    const remaining: number[] = [];
    let refused: { at: string; status: number; msg: string } | undefined;
    for (let i = 0; i < 40 && !refused; i++) {
      const at = i % 2 === 0 ? a : b;
      const res = await at.call(authApi.login, { body: { userName: 'nobody', password: 'Wrong1234' } });
      if (res.status === 429) refused = { at: at.name, status: res.status, msg: res.json.msg };
      else remaining.push(Number(res.headers.get('x-ratelimit-remaining')));
    }
    // One count: each answer, from either instance, has one attempt fewer left than the one before.
    expect(remaining.length).toBeGreaterThan(2);
    expect(remaining).toEqual(remaining.map((_, i) => remaining[0] - i));
    expect(remaining.at(-1)).toBe(0);
    expect(refused).toMatchObject({ status: 429, msg: '请求过于频繁，请稍后再试' });
  });

  it('completes an upload whose chunks alternate between A and B, resumed on B after A is killed mid-chunk', { timeout: 60_000 }, async () => {
    const chunk = VIDEO_UPLOAD.chunkSize;
    const video = mp4File(12 * chunk, 29);
    const tusHeaders = { authorization: `Bearer ${admin}`, 'tus-resumable': '1.0.0' };
    const created = await a.fetch(TUS_PATH, {
      method: 'POST',
      headers: { ...tusHeaders, 'upload-length': String(video.length), 'upload-metadata': tusMetadata({ filename: '课程.mp4', filetype: 'video/mp4', md5: md5Of(video) }) },
    });
    expect(created.status, await created.text()).toBe(201);
    const location = created.headers.get('location') ?? '';
    const uploadId = location.split('/').pop() ?? '';
    const patch = (at: Instance, offset: number, body: RequestInit['body'], extra: RequestInit = {}) =>
      at.fetch(location, {
        method: 'PATCH',
        headers: { ...tusHeaders, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body,
        ...extra,
      });

    // Six chunks, A and B in turn: each instance continues where the other stopped.
    let offset = 0;
    for (let i = 0; i < 6; i++) {
      const res = await patch(i % 2 === 0 ? a : b, offset, video.subarray(offset, offset + chunk));
      expect(res.status, await res.text()).toBe(204);
      offset += chunk;
      expect(res.headers.get('upload-offset')).toBe(String(offset));
    }

    // The seventh goes to A, which dies half-way through it, still holding the upload's lock.
    // Half of it is sent and the rest held back, so A is mid-request when it is killed.
    const dying = new Promise<string>((resolve) => {
      const req = http.request(a.url + location, {
        method: 'PATCH',
        headers: { ...tusHeaders, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(chunk) },
      });
      req.on('response', (res) => resolve(`answered ${res.statusCode}`));
      req.on('error', () => resolve('connection lost'));
      req.write(video.subarray(offset, offset + chunk / 2));
    });
    const lockKey = `${cluster.prefix}tus-lock:${uploadId}`;
    while ((await cluster.redis.exists(lockKey)) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await a.kill();
    expect(await dying).toBe('connection lost');

    // B answers once the dead holder's lock has run out; the offset is what the bucket holds
    // (A's unfinished chunk is lost, and with it possibly the partial S3 part A had taken up).
    const head = await b.fetch(location, { method: 'HEAD', headers: tusHeaders });
    expect(head.status).toBe(200);
    const resumeAt = Number(head.headers.get('upload-offset'));
    expect(resumeAt).toBeGreaterThanOrEqual(5 * 1024 * 1024);
    expect(resumeAt).toBeLessThanOrEqual(offset);

    let last: Response | undefined;
    for (let at = resumeAt; at < video.length; at += chunk) {
      last = await patch(b, at, video.subarray(at, Math.min(at + chunk, video.length)));
      expect(last.status, await last.clone().text()).toBe(204);
    }
    // Checked on arrival (content and md5) and moved into the object store.
    const objectKey = last?.headers.get(OBJECT_KEY_HEADER.toLowerCase()) ?? '';
    expect(objectKey).toMatch(/^video\/\d{6}\/[0-9a-f]{32}\.mp4$/);
    const urls = await b.call(fileApi.batchQueryUrl, { token: admin, query: { objectKeys: objectKey } });
    expect(urls.status, urls.json.msg).toBe(200);
    const download = await b.fetch(urls.json.data.files[0].url);
    expect(download.status).toBe(200);
    expect(md5Of(Buffer.from(await download.arrayBuffer()))).toBe(md5Of(video));
    // The partial upload (its parts, its .info and .part objects) is gone from the bucket.
    expect((await cluster.s3.keys()).filter((key) => key.startsWith(uploadId))).toEqual([]);
  });
});
