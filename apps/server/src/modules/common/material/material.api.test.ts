import http from 'node:http';
import path from 'node:path';
import {
  CHUNK_UPLOAD,
  fileApi,
  MATERIAL_EXISTS_CODE,
  MATERIAL_STATE,
  materialApi,
  OBJECT_KEY_HEADER,
  roleApi,
  TUS_PATH,
  userApi,
  VIDEO_UPLOAD,
  type MaterialRecord,
} from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { storedPaths } from '../../../test/stored-files.js';
import { gifFile, md5Of, mp4File, multipartBody, pngImage, randomName, tusMetadata, type FilePart } from '../../../test/upload-fixtures.js';
import { addGroup } from './material-group.service.js';

type Registration = MaterialRecord & { exists: boolean; uploadUrl: string | null };

describe.each(DIALECTS)('materials and resumable uploads on %s', (dialect) => {
  const server = withTestServer(dialect);
  let token: string;

  beforeAll(async () => {
    token = await server.login();
  });

  const auth = (t = token) => ({ authorization: `Bearer ${t}`, 'user-source': 'PC_YJ' });

  function storedObjects(): string[] {
    return storedPaths(path.join(server.deps.config.dataDir, 'files'), { scratch: true });
  }

  async function register(fields: Record<string, string | number>, file?: FilePart, fileFirst = false) {
    const { payload, headers } = multipartBody(fields, file, fileFirst);
    const raw = await server.app.inject({ method: 'POST', url: materialApi.uploadMaterial.path, payload, headers: { ...headers, ...auth() } });
    return { status: raw.statusCode, json: raw.json<{ code: number; msg: string; data: Registration }>() };
  }

  /** The form the uploader sends for a file before any byte of it. */
  const videoFields = (data: Buffer, extra: Record<string, string | number> = {}) => ({
    cmpyCode: 'C100',
    materialType: 2,
    materialName: `视频${randomName()}`,
    fileName: 'lesson.mp4',
    fileSize: data.length,
    md5: md5Of(data),
    ...extra,
  });

  const tus = {
    create: (size: number, meta: Record<string, string>, headers = auth()) =>
      server.app.inject({
        method: 'POST',
        url: TUS_PATH,
        headers: { ...headers, 'tus-resumable': '1.0.0', 'upload-length': String(size), 'upload-metadata': tusMetadata(meta) },
      }),
    head: (location: string, headers = auth()) => server.app.inject({ method: 'HEAD', url: location, headers: { ...headers, 'tus-resumable': '1.0.0' } }),
    patch: (location: string, offset: number, data: Buffer, headers = auth()) =>
      server.app.inject({
        method: 'PATCH',
        url: location,
        payload: data,
        headers: { ...headers, 'tus-resumable': '1.0.0', 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      }),
  };

  /** Sends `data` from `offset` in the video uploader's 1 MiB parts. */
  async function sendParts(location: string, data: Buffer, offset = 0) {
    let last;
    for (let at = offset; at < data.length; at += VIDEO_UPLOAD.chunkSize) {
      last = await tus.patch(location, at, data.subarray(at, at + VIDEO_UPLOAD.chunkSize));
      expect(last.statusCode, last.body).toBe(204);
    }
    return last;
  }

  async function material(materialCode: string): Promise<MaterialRecord> {
    const page = await server.call(materialApi.queryPageMaterial, { token, query: { pageSize: 100 } });
    const found = page.json.data.records.find((r) => r.materialCode === materialCode);
    if (!found) throw new Error(`material ${materialCode} not listed`);
    return found;
  }

  it('registers a video, takes it over tus in 1 MiB parts, and serves it back intact', async () => {
    const video = mp4File(2_500_000);
    const registered = await register(videoFields(video));
    expect(registered.status, registered.json.msg).toBe(200);
    expect(registered.json).toMatchObject({ code: 200, msg: '素材已登记，请上传文件' });
    const data = materialApi.uploadMaterial.response.parse(registered.json.data);
    expect(data).toMatchObject({ state: MATERIAL_STATE.UPLOADING, exists: false, uploadUrl: null, objectKey: null, url: '' });
    expect(data.materialCode).toHaveLength(32);

    const created = await tus.create(video.length, { materialCode: data.materialCode, filename: 'lesson.mp4', filetype: 'video/mp4', md5: md5Of(video), cmpyCode: 'C100' });
    expect(created.statusCode, created.body).toBe(201);
    const location = String(created.headers.location);
    expect(location).toMatch(new RegExp(`^${TUS_PATH}/[0-9a-f]{32}$`));

    const last = await sendParts(location, video);
    const objectKey = String(last?.headers[OBJECT_KEY_HEADER.toLowerCase()]);
    expect(objectKey).toMatch(/^video\/\d{6}\/[0-9a-f]{32}\.mp4$/);

    const done = await material(data.materialCode);
    expect(done).toMatchObject({ state: MATERIAL_STATE.SUCCESS, objectKey, fileSize: video.length });
    const url = await server.call(materialApi.queryMaterialUrl, { token, query: { materialCode: data.materialCode } });
    expect(url.status).toBe(200);
    expect(url.json.data).toMatchObject({ objectKey, materialType: 2, fileName: 'lesson.mp4' });
    const downloaded = await server.app.inject({ method: 'GET', url: url.json.data.url });
    expect(downloaded.rawPayload.equals(video)).toBe(true);
    // The finished upload is gone from the tus store: its bytes live in the object store only.
    expect((await tus.head(location)).statusCode).toBe(404);
  });

  it('resumes an upload cut off mid-chunk: HEAD gives the offset, the rest completes an identical file', async () => {
    const video = mp4File(3_000_000, 99);
    const { json } = await register(videoFields(video));
    const { materialCode } = json.data;
    const created = await tus.create(video.length, { materialCode, filename: 'long.mp4', md5: md5Of(video) });
    const location = String(created.headers.location);
    expect((await tus.patch(location, 0, video.subarray(0, VIDEO_UPLOAD.chunkSize))).statusCode).toBe(204);

    // A real socket: the next PATCH announces 1 MiB, sends part of it and the connection dies.
    const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => {
      const request = http.request(`${base}${location}`, {
        method: 'PATCH',
        headers: {
          ...auth(),
          'tus-resumable': '1.0.0',
          'upload-offset': String(VIDEO_UPLOAD.chunkSize),
          'content-type': 'application/offset+octet-stream',
          'content-length': String(VIDEO_UPLOAD.chunkSize),
        },
      });
      request.on('error', () => resolve());
      request.write(video.subarray(VIDEO_UPLOAD.chunkSize, VIDEO_UPLOAD.chunkSize + 300_000), () => {
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 200);
      });
    });

    // After a page reload the uploader has lost everything but the file: it registers the same md5
    // again, is told where its upload is, and asks that upload how far it got.
    const again = await register(videoFields(video));
    expect(again.json.code).toBe(200);
    expect(again.json.data).toMatchObject({ materialCode, exists: false, uploadUrl: location });
    let offset = -1;
    for (let i = 0; i < 50; i++) {
      const head = await tus.head(location);
      expect(head.statusCode).toBe(200);
      const now = Number(head.headers['upload-offset']);
      if (now === offset) break;
      offset = now;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(offset).toBeGreaterThan(VIDEO_UPLOAD.chunkSize);
    expect(offset).toBeLessThanOrEqual(VIDEO_UPLOAD.chunkSize + 300_000);
    expect(Number((await tus.head(location)).headers['upload-length'])).toBe(video.length);

    // A PATCH from the wrong offset is refused, and the upload continues from the right one.
    const wrong = await tus.patch(location, 0, video.subarray(0, 10));
    expect(wrong.statusCode).toBe(409);
    expect(JSON.parse(wrong.body).msg).toBe('上传进度不一致，请刷新后继续上传');
    await sendParts(location, video, offset);
    const url = await server.call(materialApi.queryMaterialUrl, { token, query: { materialCode } });
    const downloaded = await server.app.inject({ method: 'GET', url: url.json.data.url });
    expect(downloaded.rawPayload.length).toBe(video.length);
    expect(md5Of(downloaded.rawPayload)).toBe(md5Of(video));
  });

  it('answers code 0 (秒传) for a file the company already has, without taking the file again', async () => {
    const png = pngImage(20);
    const fields = { cmpyCode: 'C200', materialType: 1, materialName: '封面', fileName: 'cover.png', fileSize: png.length, md5: md5Of(png) };
    const first = await register(fields, { name: 'cover.png', type: 'image/png', data: png });
    expect(first.status, first.json.msg).toBe(200);
    expect(first.json).toMatchObject({ code: 200, msg: '上传成功', data: { state: MATERIAL_STATE.SUCCESS, exists: false } });
    expect(first.json.data.url).toMatch(/^\/files\/image\//);

    const before = storedObjects().length;
    const precheck = await register({ ...fields, materialName: '另一个名字' });
    expect(precheck.status).toBe(200);
    expect(precheck.json).toMatchObject({
      code: MATERIAL_EXISTS_CODE,
      msg: '文件已存在，上传成功',
      data: { exists: true, materialCode: first.json.data.materialCode, materialName: '封面', state: MATERIAL_STATE.SUCCESS },
    });
    expect(precheck.json.data.url).toMatch(/^\/files\//);
    // Even when the form carries the file, it is not stored a second time.
    const withFile = await register(fields, { name: 'cover.png', data: png });
    expect(withFile.json.code).toBe(MATERIAL_EXISTS_CODE);
    const fileFirst = await register(fields, { name: 'cover.png', data: png }, true);
    expect(fileFirst.json.code).toBe(MATERIAL_EXISTS_CODE);
    expect(storedObjects()).toHaveLength(before);

    // Another company has no such file yet.
    const other = await register({ ...fields, cmpyCode: 'C201' });
    expect(other.json).toMatchObject({ code: 200, data: { exists: false, state: MATERIAL_STATE.UPLOADING } });
  });

  it('moves video states only as the contract allows (updateVideoState)', async () => {
    const video = mp4File(50_000, 5);
    const { json } = await register(videoFields(video));
    const { materialCode } = json.data;
    const report = (state: number) => server.call(materialApi.updateVideoState, { token, body: { materialCode, state } });

    const early = await report(0);
    expect(early.status).toBe(409);
    expect(early.json.msg).toBe('视频文件尚未上传完成，不能标记为上传成功');
    const failed = await report(1);
    expect(failed.status).toBe(200);
    expect(failed.json).toMatchObject({ msg: '已标记为上传失败', data: { materialCode, state: 1 } });
    expect((await material(materialCode)).state).toBe(MATERIAL_STATE.FAIL);
    expect((await report(1)).status).toBe(409);
    expect((await report(0)).json).toMatchObject({ code: 409, msg: '素材已标记为上传失败，请重新上传' });
    // A failed material cannot take an upload until it is registered again.
    const refused = await tus.create(video.length, { materialCode });
    expect(refused.statusCode).toBe(409);
    expect(JSON.parse(refused.body).msg).toBe('素材已标记为上传失败，请重新上传');

    const again = await register(videoFields(video));
    expect(again.json.data).toMatchObject({ materialCode, state: MATERIAL_STATE.UPLOADING });
    const created = await tus.create(video.length, { materialCode });
    await sendParts(String(created.headers.location), video);
    const confirm = await report(0);
    expect(confirm.status).toBe(200);
    expect(confirm.json.data.state).toBe(0);
    const late = await report(1);
    expect(late.status).toBe(409);
    expect(late.json.msg).toBe('素材已上传成功，不能再更改');

    const unknown = await server.call(materialApi.updateVideoState, { token, body: { materialCode: 'nope-nope-nope', state: 1 } });
    expect(unknown.status).toBe(404);
    const badState = await server.call(materialApi.updateVideoState, { token, body: { materialCode, state: 2 } });
    expect(badState).toMatchObject({ status: 400, json: { msg: '上传状态取值应为 0、1 之一' } });
  });

  it('checks a tus upload by content on completion: a gif sent as a video is deleted and fails its material', async () => {
    const gif = gifFile(40_000);
    const { json } = await register(videoFields(gif, { fileName: 'fake.mp4' }));
    const created = await tus.create(gif.length, { materialCode: json.data.materialCode, filename: 'fake.mp4', filetype: 'video/mp4' });
    const location = String(created.headers.location);
    const before = storedObjects().length;
    const res = await tus.patch(location, 0, gif);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 400, msg: '只能上传mkv、flv、3gp、mp4、mov、f4v、rmvb、avi、ts、wmv格式的文件，请重新上传' });
    expect(storedObjects()).toHaveLength(before);
    const failed = await material(json.data.materialCode);
    expect(failed.state).toBe(MATERIAL_STATE.FAIL);
    expect((await tus.head(location)).statusCode).toBe(404);
  });

  it('refuses a completed upload whose bytes do not match the registered md5', async () => {
    const real = mp4File(30_000, 1);
    const other = mp4File(30_000, 2);
    const { json } = await register(videoFields(real));
    const created = await tus.create(other.length, { materialCode: json.data.materialCode });
    const res = await tus.patch(String(created.headers.location), 0, other);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).msg).toBe('文件校验失败，请重新上传');
    expect((await material(json.data.materialCode)).state).toBe(MATERIAL_STATE.FAIL);
  });

  it('guards the tus endpoint: sign-in, the registered size and kind, 100 MB, the uploader only', async () => {
    const video = mp4File(20_000, 8);
    const { json } = await register(videoFields(video));
    const { materialCode } = json.data;
    const anonymous = await tus.create(video.length, { materialCode }, {} as ReturnType<typeof auth>);
    expect(anonymous.statusCode).toBe(401);
    const wrongSize = await tus.create(video.length + 1, { materialCode });
    expect(wrongSize.statusCode).toBe(400);
    expect(JSON.parse(wrongSize.body).msg).toBe('文件大小与登记的素材不一致，请重新选择文件');
    const tooBig = await tus.create(100 * 1024 * 1024 + 1, { filename: 'big.mp4' });
    expect(tooBig.statusCode).toBe(413);
    expect(JSON.parse(tooBig.body).msg).toBe('文件大小不能超过100M，请重新选择');
    const unknown = await tus.create(10, { materialCode: 'no-such-material' });
    expect(unknown.statusCode).toBe(404);

    // Another signed-in user can neither continue nor inspect someone else's upload.
    const location = String((await tus.create(video.length, { materialCode })).headers.location);
    const roleless = await server.call(roleApi.add, { token, body: { roleName: '素材员' } });
    await server.call(userApi.add, {
      token,
      body: { userName: 'uploader3', password: 'Passw0rd1', realName: '素材员', phone: '13900002222', roleCodes: [roleless.json.data.roleCode] },
    });
    const stranger = await server.login('uploader3', 'Passw0rd1');
    expect((await tus.head(location, auth(stranger))).statusCode).toBe(404);
    expect((await tus.patch(location, 0, video, auth(stranger))).statusCode).toBe(404);
    const noPermission = await server.call(materialApi.queryPageMaterial, { token: stranger, query: {} });
    expect(noPermission.status).toBe(403);
  });

  it('plain tus uploads (no material) are stored and catalogued like form uploads', async () => {
    const png = pngImage(32);
    const created = await tus.create(png.length, { filename: 'plain.png', filetype: 'image/png' });
    const res = await tus.patch(String(created.headers.location), 0, png);
    expect(res.statusCode).toBe(204);
    const objectKey = String(res.headers[OBJECT_KEY_HEADER.toLowerCase()]);
    const batch = await server.call(fileApi.batchQueryUrl, { token, query: { objectKeys: objectKey } });
    expect(batch.json.data.files[0]).toMatchObject({ objectKey, fileName: 'plain.png', fileType: 'image' });
    // General uploads send 2 MiB chunks, the size of the JSON body limit: tus bodies are never buffered against it.
    const video = mp4File(5 * 1024 * 1024 + 123, 21);
    const location5 = String((await tus.create(video.length, { filename: 'big.mp4', md5: md5Of(video) })).headers.location);
    let finished;
    for (let at = 0; at < video.length; at += CHUNK_UPLOAD.chunkSize) {
      finished = await tus.patch(location5, at, video.subarray(at, at + CHUNK_UPLOAD.chunkSize));
      expect(finished.statusCode, finished.body).toBe(204);
    }
    const videoKey = String(finished?.headers[OBJECT_KEY_HEADER.toLowerCase()]);
    const videoUrl = await server.call(fileApi.batchQueryUrl, { token, query: { objectKeys: videoKey } });
    expect((await server.app.inject({ method: 'GET', url: videoUrl.json.data.files[0].url })).rawPayload.equals(video)).toBe(true);

    const cancelled = await tus.create(1000, { filename: 'x.mp4' });
    const location = String(cancelled.headers.location);
    const terminated = await server.app.inject({ method: 'DELETE', url: location, headers: { ...auth(), 'tus-resumable': '1.0.0' } });
    expect(terminated.statusCode).toBe(204);
    expect((await tus.head(location)).statusCode).toBe(404);
  });

  it('cancelling a material upload fails the material so it can be registered again', async () => {
    const video = mp4File(10_000, 12);
    const { json } = await register(videoFields(video));
    const location = String((await tus.create(video.length, { materialCode: json.data.materialCode })).headers.location);
    const terminated = await server.app.inject({ method: 'DELETE', url: location, headers: { ...auth(), 'tus-resumable': '1.0.0' } });
    expect(terminated.statusCode).toBe(204);
    expect((await material(json.data.materialCode)).state).toBe(MATERIAL_STATE.FAIL);
  });

  it('pages materials with filters, groups and state, and refuses bad registrations in Chinese', async () => {
    const group = await addGroup(server.deps, { groupName: `课程封面${randomName()}`, groupType: 1, cmpyCode: 'C300' });
    const png = pngImage(12);
    const filed = await register(
      { cmpyCode: 'C300', materialType: 1, materialName: '课程封面图', fileName: 'c.png', fileSize: png.length, md5: md5Of(png), groupCode: group.groupCode },
      { name: 'c.png', data: png },
    );
    expect(filed.status, filed.json.msg).toBe(200);
    expect(filed.json.data).toMatchObject({ groupCode: group.groupCode, groupName: group.groupName });

    const page = await server.call(materialApi.queryPageMaterial, { token, query: { cmpyCode: 'C300', materialType: 1, materialName: '封面', groupCode: group.groupCode } });
    expect(page.status).toBe(200);
    expect(materialApi.queryPageMaterial.response.parse(page.json.data)).toMatchObject({ total: 1, records: [{ materialCode: filed.json.data.materialCode, state: 0 }] });
    const uploading = await server.call(materialApi.queryPageMaterial, { token, query: { state: 2, pageSize: 100 } });
    expect(uploading.json.data.records.every((r) => r.state === 2 && r.url === '')).toBe(true);

    const wrongGroup = await register({ ...videoFields(mp4File(100)), cmpyCode: 'C300', groupCode: group.groupCode });
    expect(wrongGroup).toMatchObject({ status: 400, json: { msg: '分组类型与素材类型不一致，请重新选择' } });
    const missing = await register({ materialType: 2 });
    expect(missing.status).toBe(400);
    expect(missing.json.msg).toContain('素材名称不能为空');
    expect(missing.json.msg).toContain('MD5不能为空');
    const imageAsVideo = await register(videoFields(png), { name: 'c.mp4', data: png });
    expect(imageAsVideo).toMatchObject({ status: 400, json: { msg: '只能上传mkv、flv、3gp、mp4、mov、f4v、rmvb、avi、ts、wmv格式的文件，请重新上传' } });
    const notUploaded = await register(videoFields(mp4File(300, 77)));
    const noUrl = await server.call(materialApi.queryMaterialUrl, { token, query: { materialCode: notUploaded.json.data.materialCode } });
    expect(noUrl).toMatchObject({ status: 409, json: { msg: '素材尚未上传完成' } });
  });
});
