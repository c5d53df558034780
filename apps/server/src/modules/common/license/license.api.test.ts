import { LICENSE_IMAGE_MAX_BYTES, LICENSE_MESSAGES, licenseInfo, licenseApi } from '@hrbd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { launchChromium, renderBlank, renderLicense, sampleLicense, withWrongCheckChar, type SampleLicense } from '../../../test/license-image.js';
import { stopOcr, warmUpOcr } from './license-ocr.js';

/** A multipart body with one file part, as the console's uploader sends it. */
function multipart(content: Buffer, { field = 'licenceFile', filename = 'license.png', type = 'image/png' } = {}) {
  const boundary = `----hrbd${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const license: SampleLicense = sampleLicense(41);
const forged: SampleLicense = sampleLicense(42, { creditCode: withWrongCheckChar(sampleLicense(42).creditCode) });
let images: { license: Buffer; forged: Buffer; blank: Buffer };
let modelLoadMs = 0;
const ocrSeconds: number[] = [];

beforeAll(async () => {
  // Rendering needs Chromium (fails with install instructions when it is missing);
  // the models load meanwhile, once for the whole file.
  const warm = warmUpOcr();
  const browser = await launchChromium();
  try {
    images = { license: await renderLicense(browser, license), forged: await renderLicense(browser, forged), blank: await renderBlank(browser) };
  } finally {
    await browser.close();
  }
  modelLoadMs = await warm;
}, 120_000);

afterAll(async () => {
  await stopOcr();
  const total = ocrSeconds.reduce((a, b) => a + b, 0);
  console.info(
    `[license OCR] model load ${(modelLoadMs / 1000).toFixed(1)} s; ${ocrSeconds.length} recognitions: ${ocrSeconds.map((s) => s.toFixed(1)).join(', ')} s (total ${total.toFixed(1)} s)`,
  );
});

describe.each(DIALECTS)('license OCR on %s', (dialect) => {
  const server = withTestServer(dialect);
  let token: string;

  beforeAll(async () => {
    token = await server.login();
  });

  const upload = async (content: Buffer, options: Parameters<typeof multipart>[1] = {}, auth: string | null = token) => {
    const { payload, headers } = multipart(content, options);
    const started = performance.now();
    const res = await server.app.inject({
      method: 'POST',
      url: licenseApi.disBusiLicense.path,
      payload,
      headers: { ...headers, 'user-source': 'PC_YJ', ...(auth && { authorization: `Bearer ${auth}` }) },
    });
    return { status: res.statusCode, json: res.json() as { code: number; msg: string; data: unknown }, seconds: (performance.now() - started) / 1000 };
  };

  it('reads a rendered license: the credit code, the name and the other fields', async () => {
    const res = await upload(images.license);
    ocrSeconds.push(res.seconds);
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.code).toBe(200);
    const data = licenseInfo.parse(res.json.data);
    expect(data.creditCode).toBe(license.creditCode);
    expect(data.cmpyName).toBe(license.name);
    expect(data).toMatchObject({
      cmpyType: license.type,
      legalPerson: license.legalPerson,
      legalPersonLabel: '法定代表人',
      registeredCapital: license.registeredCapital,
      establishDate: license.establishDate.replace(/(\d+)年(\d+)月(\d+)日/, '$1-$2-$3'),
      address: license.address,
      addressLabel: '住所',
    });
    expect(data.businessScope).toContain('凭营业执照依法自主开展经营活动');
    expect(data.businessScope?.slice(0, 12)).toBe(license.businessScope.slice(0, 12));
  });

  it('refuses a license whose credit code fails the check character, with the reason', async () => {
    const res = await upload(images.forged);
    ocrSeconds.push(res.seconds);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 400, msg: LICENSE_MESSAGES.badCreditCode, data: null, success: false });
  });

  it('refuses an image with nothing to read', async () => {
    const res = await upload(images.blank);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 400, msg: LICENSE_MESSAGES.unreadable });
  });

  it('refuses a file that only claims to be an image, by its content', async () => {
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 1)]);
    const res = await upload(gif, { filename: 'license.png' });
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe(LICENSE_MESSAGES.wrongFormat);
    // A JPEG signature with nothing behind it gets past the type check but is no picture.
    const broken = await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 1, 2, 3]), { filename: 'license.jpg', type: 'image/jpeg' });
    expect(broken.status).toBe(400);
    expect(broken.json.msg).toBe(LICENSE_MESSAGES.unreadable);
  });

  it('refuses an image over 10,485,760 bytes with 413, and lets one of exactly that size through', async () => {
    const padded = (size: number) => {
      const file = Buffer.alloc(size);
      images.blank.copy(file);
      return file;
    };
    const over = await upload(padded(LICENSE_IMAGE_MAX_BYTES + 1));
    expect(over.status).toBe(413);
    expect(over.json).toEqual({ code: 413, msg: LICENSE_MESSAGES.tooLarge, data: null, success: false });
    // At the limit the file reaches OCR, which finds nothing on the blank page.
    const atLimit = await upload(padded(LICENSE_IMAGE_MAX_BYTES));
    expect(atLimit.status).toBe(400);
    expect(atLimit.json.msg).toBe(LICENSE_MESSAGES.unreadable);
  });

  it('needs the file in licenceFile, and a signed-in caller', async () => {
    const wrongField = await upload(images.blank, { field: 'multipartFile' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.json.msg).toContain('licenceFile');
    const noFile = await server.app.inject({
      method: 'POST',
      url: licenseApi.disBusiLicense.path,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: {},
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().msg).toBe(LICENSE_MESSAGES.noFile);
    const anonymous = await upload(images.license, {}, null);
    expect(anonymous.status).toBe(401);
  });
});
