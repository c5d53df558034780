import { describe, expect, it } from 'vitest';
import { bigPng, gifFile, jpegFile, pngImage, videoFiles } from '../../test/upload-fixtures.js';
import { claimedKind, contentTypeOfKey, detectType } from './content-type.js';

describe('content detection by magic bytes', () => {
  it('recognises png and jpeg as images', () => {
    expect(detectType(pngImage())).toMatchObject({ kind: 'image', ext: 'png', contentType: 'image/png' });
    expect(detectType(bigPng(5000))).toMatchObject({ kind: 'image', ext: 'png' });
    expect(detectType(jpegFile())).toMatchObject({ kind: 'image', ext: 'jpg', contentType: 'image/jpeg' });
  });

  it('recognises each of the ten video formats of spec §5', () => {
    for (const [ext, data] of Object.entries(videoFiles())) {
      expect(detectType(data.subarray(0, 4096), data.length), ext).toMatchObject({ kind: 'video', ext });
    }
  });

  it('refuses other content whatever it is called', () => {
    expect(detectType(gifFile())).toBeNull();
    expect(detectType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    // A ZIP that is neither a DOCX nor an XLSX.
    expect(detectType(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('payload/run.exe')]))).toBeNull();
    expect(detectType(Buffer.alloc(0))).toBeNull();
    // WebM is Matroska-shaped but not one of the formats.
    expect(detectType(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, ...Buffer.from('webm')]))).toBeNull();
    // ISO-BMFF that is a still image (HEIC) or audio only (M4A).
    const iso = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`), Buffer.alloc(12)]);
    expect(detectType(iso('heic'))).toBeNull();
    expect(detectType(iso('M4A '))).toBeNull();
  });

  it('recognises PDF, DOCX and XLSX as documents (policy attachments)', () => {
    const zip = (entry: string) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('[Content_Types].xml'), Buffer.alloc(40), Buffer.from(entry)]);
    expect(detectType(Buffer.from('%PDF-1.7\n'))).toEqual({ kind: 'document', ext: 'pdf', contentType: 'application/pdf' });
    expect(detectType(zip('word/document.xml'))?.ext).toBe('docx');
    expect(detectType(zip('xl/workbook.xml'))?.ext).toBe('xlsx');
  });

  it('needs two transport-stream packets and a sync byte at each', () => {
    const ts = videoFiles().ts;
    expect(detectType(ts.subarray(0, 188), 188)).toBeNull();
    const broken = Buffer.from(ts);
    broken[188 * 2] = 0;
    expect(detectType(broken.subarray(0, 4096), broken.length)).toBeNull();
  });

  it('serves objects with the type of their (content-chosen) extension', () => {
    expect(contentTypeOfKey('image/202501/0123456789abcdef0123456789abcdef.png')).toBe('image/png');
    expect(contentTypeOfKey('video/202501/0123456789abcdef0123456789abcdef.mp4')).toBe('video/mp4');
  });

  it('reads a claimed kind from a name or type only to word refusals', () => {
    expect(claimedKind('a.GIF', undefined)).toBe('image');
    expect(claimedKind('clip.webm', undefined)).toBe('video');
    expect(claimedKind('blob', 'video/mp4')).toBe('video');
    expect(claimedKind('notes.txt', 'text/plain')).toBeUndefined();
  });
});
