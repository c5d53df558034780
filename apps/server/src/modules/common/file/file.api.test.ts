import fs from 'node:fs';
import path from 'node:path';
import { companyApi, fileApi, OBJECT_KEY_PATTERN, thirdFileApi, type BatchUrls, type Endpoint, type FileRecord } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { storedPaths } from '../../../test/stored-files.js';
import { companyForm, uploadLicense, userWithCodes } from '../../../test/recruit-fixtures.js';
import { bigPng, gifFile, jpegFile, multipartBody, pngImage, videoFiles, type FilePart } from '../../../test/upload-fixtures.js';

const IMAGE_FORMAT_MSG = '只能上传png、jpg、jpeg格式的文件，请重新上传';
const IMAGE_TOO_LARGE_MSG = '只能上传小于10M的文件，请重新上传';

describe.each(DIALECTS)('files on %s', (dialect) => {
  const server = withTestServer(dialect);
  let token: string;
  let filesDir: string;
  let cmpyCode: string;

  beforeAll(async () => {
    token = await server.login();
    filesDir = path.join(server.deps.config.dataDir, 'files');
    const company = await server.call(companyApi.submit, { token, body: companyForm(1, await uploadLicense(server, token)) });
    expect(company.status, company.json.msg).toBe(200);
    cmpyCode = company.json.data.cmpyCode;
  });

  /** Every stored object, temporary files included. */
  function storedObjects(): string[] {
    return storedPaths(filesDir, { scratch: true });
  }

  async function upload(endpoint: Endpoint, fields: Record<string, string | number>, file?: FilePart | FilePart[], fileFirst = false) {
    const { payload, headers } = multipartBody(fields, file, fileFirst);
    const raw = await server.app.inject({
      method: 'POST',
      url: endpoint.path,
      payload,
      headers: { ...headers, authorization: `Bearer ${token}`, 'user-source': 'PC_YJ' },
    });
    return { status: raw.statusCode, json: raw.json<{ code: number; msg: string; data: FileRecord & Record<string, unknown> }>() };
  }

  const download = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('round-trips a real png byte for byte: upload, signed URL, download', async () => {
    const png = pngImage(24);
    const res = await upload(fileApi.uploadFile, {}, { name: '证件照.png', type: 'image/png', data: png });
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.msg).toBe('上传成功');
    const file = fileApi.uploadFile.response.parse(res.json.data);
    expect(file).toMatchObject({ fileName: '证件照.png', fileSize: png.length, fileType: 'image', contentType: 'image/png' });
    expect(file.objectKey).toMatch(OBJECT_KEY_PATTERN);
    expect(file.url).toMatch(new RegExp(`^/files/${file.objectKey}\\?expires=\\d+&sig=[\\w-]+$`));

    const got = await download(file.url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(png)).toBe(true);

    const batch = await server.call(fileApi.batchQueryUrl, { token, query: { objectKeys: file.objectKey } });
    expect(batch.status).toBe(200);
    expect(batch.json.data.files.map((f) => f.objectKey)).toEqual([file.objectKey]);
    expect((await download(batch.json.data.files[0].url)).rawPayload.equals(png)).toBe(true);
  });

  it('identifies files by content: a jpeg named .png is a jpeg, a gif named .png is refused', async () => {
    const jpeg = await upload(fileApi.uploadFile, {}, { name: 'photo.png', type: 'image/png', data: jpegFile() });
    expect(jpeg.status).toBe(200);
    expect(jpeg.json.data.objectKey).toMatch(/\.jpg$/);
    expect(jpeg.json.data.contentType).toBe('image/jpeg');

    const before = storedObjects().length;
    const gif = await upload(fileApi.uploadFile, {}, { name: 'animation.png', type: 'image/png', data: gifFile() });
    expect(gif.status).toBe(400);
    expect(gif.json).toMatchObject({ code: 400, msg: IMAGE_FORMAT_MSG, data: null });
    expect(storedObjects()).toHaveLength(before);
  });

  it('refuses a png over 10 MB with 413 and keeps none of it', async () => {
    const before = storedObjects().length;
    const res = await upload(fileApi.uploadFile, {}, { name: 'huge.png', type: 'image/png', data: bigPng(11 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ code: 413, msg: IMAGE_TOO_LARGE_MSG });
    expect(storedObjects()).toHaveLength(before);

    const exactly = await upload(fileApi.uploadFile, {}, { name: 'edge.png', data: bigPng(10 * 1024 * 1024) });
    expect(exactly.status, exactly.json.msg).toBe(200);
  });

  it('accepts each video format by its bytes and gives its object the right extension', async () => {
    for (const [ext, data] of Object.entries(videoFiles())) {
      const res = await upload(fileApi.uploadFile, {}, { name: `clip.bin`, data });
      expect(res.status, `${ext}: ${res.json.msg}`).toBe(200);
      expect(res.json.data.fileType).toBe('video');
      expect(res.json.data.objectKey).toMatch(new RegExp(`^video/\\d{6}/[0-9a-f]{32}\\.${ext}$`));
    }
  });

  it('asks for a file when none is sent, and refuses other file fields and unknown content', async () => {
    const none = await upload(fileApi.uploadFile, { note: 'x' });
    expect(none).toMatchObject({ status: 400, json: { msg: '请选择文件' } });
    const empty = await upload(fileApi.uploadFile, {}, { name: 'empty.png', data: Buffer.alloc(0) });
    expect(empty).toMatchObject({ status: 400, json: { msg: '请选择文件' } });
    const json = await server.call(fileApi.uploadFile, { token, body: {} });
    expect(json.status).toBe(400);
    expect(json.json.msg).toBe('请选择文件');
    const wrongField = await upload(fileApi.uploadFile, {}, { name: 'a.png', data: pngImage(), field: 'file' });
    expect(wrongField).toMatchObject({ status: 400, json: { msg: '文件须放在 multipartFile 字段中上传' } });
    const text = await upload(fileApi.uploadFile, {}, { name: 'notes.txt', data: Buffer.from('just text') });
    expect(text.status).toBe(400);
    expect(text.json.msg).toBe('只能上传png、jpg、jpeg、mkv、flv、3gp、mp4、mov、f4v、rmvb、avi、ts、wmv格式的文件，请重新上传');
  });

  it('refuses uploads from callers who are not signed in before reading the file', async () => {
    const { payload, headers } = multipartBody({}, { name: 'a.png', data: pngImage() });
    const res = await server.app.inject({ method: 'POST', url: fileApi.uploadFile.path, payload, headers });
    expect(res.statusCode).toBe(401);
  });

  it('third/uploadFile: the material type limits the kind, in either field order', async () => {
    const mp4 = videoFiles().mp4;
    const video = await upload(thirdFileApi.uploadFile, { cmpyCode, materialType: 2, materialName: '宣传片' }, { name: 'promo.mp4', data: mp4 });
    expect(video.status, video.json.msg).toBe(200);
    expect(thirdFileApi.uploadFile.response.parse(video.json.data)).toMatchObject({ materialName: '宣传片', cmpyCode, materialType: 2, fileType: 'video' });
    expect((await download(video.json.data.url)).rawPayload.equals(mp4)).toBe(true);

    const before = storedObjects().length;
    const imageExpected = await upload(thirdFileApi.uploadFile, { materialType: 1 }, { name: 'promo.png', data: mp4 });
    expect(imageExpected).toMatchObject({ status: 400, json: { msg: IMAGE_FORMAT_MSG } });
    // Fields after the file: the file is in before the type is known, and removed again.
    const late = await upload(thirdFileApi.uploadFile, { materialType: 1 }, { name: 'promo.png', data: mp4 }, true);
    expect(late).toMatchObject({ status: 400, json: { msg: IMAGE_FORMAT_MSG } });
    const badType = await upload(thirdFileApi.uploadFile, { materialType: 3 }, { name: 'a.png', data: pngImage() }, true);
    expect(badType).toMatchObject({ status: 400, json: { msg: '素材类型取值应为 1、2 之一' } });
    expect(storedObjects()).toHaveLength(before);

    const noUrl = await upload(thirdFileApi.uploadFile, { returnUrl: 'false' }, { name: 'logo.png', data: pngImage() });
    expect(noUrl.status).toBe(200);
    expect(noUrl.json.data).toMatchObject({ url: '', materialName: 'logo.png', materialType: null });
  });

  it('third/uploadFile: a company that does not exist is a 404 naming it, and the file is not kept', async () => {
    const before = storedObjects();
    const res = await upload(thirdFileApi.uploadFile, { cmpyCode: 'NO-SUCH-CMPY', materialType: 1 }, { name: 'a.png', data: pngImage() });
    expect(res).toMatchObject({ status: 404, json: { code: 404, msg: '企业编号“NO-SUCH-CMPY”不存在', data: null } });
    expect(storedObjects()).toEqual(before);
  });

  it('a refused form leaves nothing in the store: two files, or a video cut off at 100 MiB', async () => {
    const before = storedObjects();
    const two = await upload(fileApi.uploadFile, {}, [
      { name: 'a.png', data: pngImage(8) },
      { name: 'b.png', data: pngImage(9) },
    ]);
    expect(two).toMatchObject({ status: 400, json: { code: 400, msg: '一次只能上传一个文件', data: null } });
    expect(storedObjects()).toEqual(before);

    // One byte over the largest video: busboy stops at the limit as if the file were complete.
    const mp4 = videoFiles().mp4;
    const oversize = Buffer.concat([mp4, Buffer.alloc(100 * 1024 * 1024 + 1 - mp4.length)]);
    const big = await upload(fileApi.uploadFile, {}, { name: 'long.mp4', data: oversize });
    expect(big).toMatchObject({ status: 413, json: { code: 413, msg: '文件大小不能超过100M，请重新选择', data: null } });
    expect(storedObjects()).toEqual(before);
    expect(await server.deps.db.selectFrom('comFile').select('objectKey').where('fileSize', '>=', 100 * 1024 * 1024).execute()).toEqual([]);
  });

  it('batchQueryUrl lists unknown and malformed keys as missing', async () => {
    const res = await upload(fileApi.uploadFile, {}, { name: 'a.png', data: pngImage(8) });
    const key = res.json.data.objectKey;
    const unknown = key.replace(/[0-9a-f]{32}/, '0'.repeat(32));
    for (const endpoint of [fileApi.batchQueryUrl, thirdFileApi.batchQueryUrl]) {
      const batch = await server.call(endpoint, { token, query: { objectKeys: [key, unknown, '../../etc/passwd'] } });
      expect(batch.status).toBe(200);
      const data = batch.json.data as BatchUrls;
      expect(data.files.map((f) => f.objectKey)).toEqual([key]);
      expect(data.missing).toEqual([unknown, '../../etc/passwd']);
    }
    const commaSeparated = await server.call(fileApi.batchQueryUrl, { token, query: { objectKeys: `${key},${unknown}` } });
    expect(commaSeparated.json.data.missing).toEqual([unknown]);
    const none = await server.call(fileApi.batchQueryUrl, { token, query: {} });
    expect(none.status).toBe(400);
  });

  it('signs only files the caller uploaded or whose record they may list', async () => {
    // A company's license, uploaded by its clerk; an image the admin uploaded and no record holds.
    const clerk = await userWithCodes(server, token, 'file_clerk', '录入丙', ['recruit:company:approval:add', 'recruit:company:approval:list']);
    const license = await uploadLicense(server, clerk.token);
    const submitted = await server.call(companyApi.submit, { token: clerk.token, body: companyForm(71, license) });
    expect(submitted.status, submitted.json.msg).toBe(200);
    const loose = (await upload(fileApi.uploadFile, {}, { name: 'loose.png', data: pngImage(10) })).json.data.objectKey;

    const auditor = await userWithCodes(server, token, 'file_auditor', '审计丁', ['system:operlog', 'system:operlog:list']);
    const reviewer = await userWithCodes(server, token, 'file_reviewer', '审核戊', ['recruit:company:approval:list']);
    const signed = async (who: string, keys: string[]) => {
      const answers = await Promise.all(
        [fileApi.batchQueryUrl, thirdFileApi.batchQueryUrl].map((endpoint) => server.call(endpoint, { token: who, query: { objectKeys: keys } })),
      );
      const data = answers.map((a) => a.json.data as BatchUrls);
      expect(data[1]).toEqual(data[0]);
      return { files: data[0].files.map((f) => f.objectKey), missing: data[0].missing };
    };

    // The auditor holds no company list and uploaded nothing: both keys answer as missing, like unknown ones.
    expect(await signed(auditor.token, [license, loose])).toEqual({ files: [], missing: [license, loose] });
    // The reviewer may list companies, so the license, but not a file no record of hers holds.
    expect(await signed(reviewer.token, [license, loose])).toEqual({ files: [license], missing: [loose] });
    // The clerk uploaded the license; the admin sees everything.
    expect((await signed(clerk.token, [license, loose])).files).toEqual([license]);
    expect((await signed(token, [license, loose])).files).toEqual([license, loose]);
  });

  it('refuses a tampered, foreign or expired signature with 403', async () => {
    const res = await upload(fileApi.uploadFile, {}, { name: 'a.png', data: pngImage(8) });
    const { objectKey, url } = res.json.data;
    const params = new URL(url, 'http://x').searchParams;
    const expires = params.get('expires') ?? '';
    const sig = params.get('sig') ?? '';
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const other = await upload(fileApi.uploadFile, {}, { name: 'b.png', data: pngImage(9) });
    const otherSig = new URL(other.json.data.url, 'http://x').searchParams.get('sig') ?? '';
    for (const bad of [
      `/files/${objectKey}?expires=${expires}&sig=${flipped}`,
      `/files/${objectKey}?expires=${Number(expires) + 3600}&sig=${sig}`,
      `/files/${objectKey}?expires=${expires}&sig=${otherSig}`,
      `/files/${objectKey}?expires=${expires}`,
      `/files/${objectKey}`,
    ]) {
      const got = await download(bad);
      expect(got.statusCode, bad).toBe(403);
      expect(got.json().msg).toBe('文件链接无效，请刷新页面后重试');
    }
    const stale = server.deps.fileUrls.sign(objectKey, Date.now() - 2 * 3600_000);
    const expired = await download(stale.url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().msg).toBe('文件链接已过期，请刷新页面后重试');
  });

  it('makes path traversal impossible: client names never reach the key, odd keys name no file', async () => {
    const res = await upload(fileApi.uploadFile, {}, { name: '../../etc/passwd', data: pngImage(8) });
    expect(res.status).toBe(200);
    expect(res.json.data.objectKey).toMatch(OBJECT_KEY_PATTERN);
    expect(res.json.data.fileName).toBe('passwd');
    const encoded = await upload(fileApi.uploadFile, {}, { name: '..%2F..%2Fetc%2Fpasswd', data: pngImage(8) });
    expect(encoded.json.data.objectKey).toMatch(OBJECT_KEY_PATTERN);

    fs.writeFileSync(path.join(server.deps.config.dataDir, 'secret.txt'), 'do not serve');
    const traversals = ['../secret.txt', '../../etc/passwd', 'image/202501/../../../secret.txt', '..%2fsecret.txt', '%2e%2e/secret.txt', 'image%2f..%2f..%2fsecret.txt', '.tmp/x.png'];
    for (const key of traversals) {
      // Even a valid signature over a traversal key opens nothing.
      const sig = server.deps.fileUrls.sign(key);
      for (const url of [`/files/${key}`, sig.url, `/files/${encodeURIComponent(key)}?${sig.url.split('?')[1]}`]) {
        const got = await download(url);
        expect(got.statusCode, url).not.toBe(200);
        expect(got.body).not.toContain('do not serve');
        expect(got.body).not.toContain('root:');
      }
    }
  });

  it('serves byte ranges for video players', async () => {
    const mp4 = videoFiles(20_000).mp4;
    const res = await upload(fileApi.uploadFile, {}, { name: 'clip.mp4', data: mp4 });
    const { url } = res.json.data;
    const head = await download(url, { range: 'bytes=0-99' });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-99/${mp4.length}`);
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect(head.rawPayload.equals(mp4.subarray(0, 100))).toBe(true);
    const tail = await download(url, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(mp4.subarray(mp4.length - 10))).toBe(true);
    const open = await download(url, { range: 'bytes=19990-' });
    expect(open.rawPayload.equals(mp4.subarray(19990))).toBe(true);
    const beyond = await download(url, { range: `bytes=${mp4.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${mp4.length}`);
  });
});
