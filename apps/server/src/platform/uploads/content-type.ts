import type { DocumentFormat, FileKind, ImageFormat, VideoFormat } from '@hrbd/contract';

/**
 * Identifies an upload by its first bytes, never by its name or the type a
 * client claims: a GIF renamed to .png is still a GIF. The table covers
 * exactly the formats of spec §5 (the npm `file-type` package would, but it
 * needs Node 22).
 */
export interface DetectedType {
  kind: FileKind;
  /** The extension the stored object gets. */
  ext: ImageFormat | VideoFormat | DocumentFormat;
  contentType: string;
}

/** Bytes read before deciding: enough for every signature below, including five TS packets. */
export const SNIFF_BYTES = 4096;

const TS_PACKET = 188;

const at = (buf: Buffer, offset: number, bytes: readonly number[]) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (buf: Buffer, offset: number, text: string) =>
  at(buf, offset, [...text].map((c) => c.charCodeAt(0)));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
/** ASF header object GUID 75B22630-668E-11CF-A6D9-00AA0062CE6C, as stored (little-endian fields). */
const ASF = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];

/** ISO-BMFF brands that are not video: still images (HEIF/AVIF) and audio-only MPEG-4. */
const NON_VIDEO_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis', 'M4A ', 'M4B ', 'M4P ', 'crx ']);
/** QuickTime files may start with an atom other than ftyp. */
const QUICKTIME_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];

const video = (ext: VideoFormat, contentType: string): DetectedType => ({ kind: 'video', ext, contentType });

function isoMedia(buf: Buffer): DetectedType | null {
  if (ascii(buf, 4, 'ftyp')) {
    const brand = buf.subarray(8, 12).toString('latin1');
    if (brand.length < 4 || NON_VIDEO_BRANDS.has(brand)) return null;
    if (brand === 'qt  ') return video('mov', 'video/quicktime');
    if (brand.startsWith('3g')) return video('3gp', 'video/3gpp');
    if (brand === 'F4V ' || brand === 'F4P ') return video('f4v', 'video/x-f4v');
    return video('mp4', 'video/mp4');
  }
  if (QUICKTIME_ATOMS.some((atom) => ascii(buf, 4, atom))) return video('mov', 'video/quicktime');
  return null;
}

/** Matroska (not WebM): EBML header whose DocType is `matroska`. */
function matroska(buf: Buffer): DetectedType | null {
  if (!at(buf, 0, EBML)) return null;
  const header = buf.subarray(0, 64).toString('latin1');
  return header.includes('matroska') ? video('mkv', 'video/x-matroska') : null;
}

/** MPEG transport stream: a 0x47 sync byte at the start of every 188-byte packet we have (two at least). */
function transportStream(buf: Buffer, total: number): DetectedType | null {
  const packets = Math.floor(Math.min(buf.length, total) / TS_PACKET);
  if (packets < 2) return null;
  for (let i = 0; i < Math.min(packets, 5); i++) if (buf[i * TS_PACKET] !== 0x47) return null;
  return video('ts', 'video/mp2t');
}

/**
 * PDF by its header; DOCX and XLSX are ZIP packages (local file header
 * PK\x03\x04) whose first entries, within the bytes read, name the
 * package's part folder (word/ or xl/). Any other ZIP is refused.
 */
function document(buf: Buffer): DetectedType | null {
  if (ascii(buf, 0, '%PDF-')) return { kind: 'document', ext: 'pdf', contentType: 'application/pdf' };
  if (!at(buf, 0, [0x50, 0x4b, 0x03, 0x04])) return null;
  const names = buf.toString('latin1');
  if (names.includes('word/')) return { kind: 'document', ext: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  if (names.includes('xl/')) return { kind: 'document', ext: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
  return null;
}

/**
 * The type of a file from its first bytes (up to {@link SNIFF_BYTES}); `total`
 * is the file's size when known, so a short file is not mistaken for a
 * truncated one. Null when it is none of the accepted formats.
 */
export function detectType(head: Buffer, total = head.length): DetectedType | null {
  if (at(head, 0, PNG)) return { kind: 'image', ext: 'png', contentType: 'image/png' };
  if (at(head, 0, JPEG)) return { kind: 'image', ext: 'jpg', contentType: 'image/jpeg' };
  if (ascii(head, 0, 'FLV') && head[3] === 0x01) return video('flv', 'video/x-flv');
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'AVI ')) return video('avi', 'video/x-msvideo');
  if (at(head, 0, ASF)) return video('wmv', 'video/x-ms-wmv');
  if (ascii(head, 0, '.RMF')) return video('rmvb', 'application/vnd.rn-realmedia-vbr');
  return isoMedia(head) ?? matroska(head) ?? document(head) ?? transportStream(head, total);
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  mkv: 'video/x-matroska',
  flv: 'video/x-flv',
  '3gp': 'video/3gpp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  f4v: 'video/x-f4v',
  rmvb: 'application/vnd.rn-realmedia-vbr',
  avi: 'video/x-msvideo',
  ts: 'video/mp2t',
  wmv: 'video/x-ms-wmv',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The content type a stored object is served with; its extension was chosen from its content. */
export function contentTypeOfKey(objectKey: string): string {
  const ext = objectKey.slice(objectKey.lastIndexOf('.') + 1);
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/**
 * The kind a client says it is sending, from its file name or type; used only
 * to word a refusal (which formats to list), never to accept a file.
 */
export function claimedKind(fileName: string | undefined, mimeType: string | undefined): FileKind | undefined {
  const ext = (fileName ?? '').toLowerCase().split('.').pop() ?? '';
  if (['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg', 'tif', 'tiff', 'heic'].includes(ext)) return 'image';
  if (CONTENT_TYPES[ext]?.startsWith('video') || ['rmvb', 'webm', 'mpeg', 'mpg', 'm4v'].includes(ext)) return 'video';
  if (['pdf', 'docx', 'xlsx', 'doc', 'xls'].includes(ext)) return 'document';
  if (mimeType?.startsWith('image/')) return 'image';
  if (mimeType?.startsWith('video/')) return 'video';
  return undefined;
}
