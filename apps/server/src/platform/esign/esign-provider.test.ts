import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { LocalObjectStore } from '../storage/local-store.js';
import { newObjectKey } from '../storage/object-store.js';
import { esignProviderFor, localESign } from './esign-provider.js';

const dir = mkdtempSync(path.join(tmpdir(), 'esign-'));
const store = new LocalObjectStore(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

describe('ESignProvider', () => {
  it('is the local store unless ESIGN_PROVIDER says otherwise, and refuses an unknown provider at start', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.esignProvider).toBe('local');
    expect(esignProviderFor(config)).toBe(localESign);
    expect(() => loadConfig({ NODE_ENV: 'test', ESIGN_PROVIDER: 'yunji' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', ESIGN_PROVIDER: 'yunji' })).toThrow(/ESIGN_PROVIDER 取值应为 local/);
  });

  it('stores a signed PDF with its SHA-256, digests it again, and refuses what is not a PDF', async () => {
    const stored = await localESign.storeSigned(store, PDF);
    expect(stored.sha256).toBe(createHash('sha256').update(PDF).digest('hex'));
    expect(await localESign.digest(store, stored.objectKey)).toEqual({ sha256: stored.sha256, size: PDF.length });
    await expect(localESign.storeSigned(store, Buffer.from('GIF89a……'))).rejects.toThrow('合同文件应为 PDF');
    expect(await localESign.digest(store, newObjectKey('document', 'pdf'))).toEqual({ sha256: null, size: 0 });
  });

  it('registers an uploaded PDF as a template, refusing a missing file or another format', async () => {
    const key = newObjectKey('document', 'pdf');
    await store.put(key, Readable.from([PDF]));
    expect((await localESign.registerTemplate(store, key)).size).toBe(PDF.length);
    await expect(localESign.registerTemplate(store, newObjectKey('document', 'pdf'))).rejects.toThrow('合同 PDF 不存在，请重新上传');
    const docx = newObjectKey('document', 'pdf');
    await store.put(docx, Readable.from([Buffer.from('PK\u0003\u0004word/document.xml')]));
    await expect(localESign.registerTemplate(store, docx)).rejects.toThrow('合同文件应为 PDF');
  });
});
