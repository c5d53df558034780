import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FILE_URL_PREFIX, FILE_URL_TTL_SECONDS } from '@hrbd/contract';
import { formatTime } from '../time.js';

/** Expiries are rounded up to this step so one file's URL stays the same for a while and browsers can cache it. */
const EXPIRY_STEP_SECONDS = 300;
const SECRET_FILE = 'file-url.secret';

export interface SignedUrl {
  url: string;
  /** Unix seconds. */
  expires: number;
  expireTime: string;
}

export type Verdict = 'ok' | 'invalid' | 'expired';

/** Signs and checks download URLs: HMAC-SHA256 over the object key and the expiry. */
export class FileUrlSigner {
  constructor(
    private readonly secret: Buffer,
    private readonly ttlSeconds = FILE_URL_TTL_SECONDS,
  ) {}

  private signature(objectKey: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${objectKey}\n${expires}`).digest('base64url');
  }

  sign(objectKey: string, now = Date.now()): SignedUrl {
    const expires = Math.ceil((now / 1000 + this.ttlSeconds) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
    const sig = this.signature(objectKey, expires);
    return { url: `${FILE_URL_PREFIX}${objectKey}?expires=${expires}&sig=${sig}`, expires, expireTime: formatTime(expires * 1000) };
  }

  verify(objectKey: string, expires: string | undefined, sig: string | undefined, now = Date.now()): Verdict {
    if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return 'invalid';
    const expected = Buffer.from(this.signature(objectKey, Number(expires)));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Number(expires) * 1000 < now ? 'expired' : 'ok';
  }
}

/**
 * The signing secret: FILE_URL_SECRET when set (required when several
 * instances share the files), else one generated once and kept under DATA_DIR
 * so URLs survive a restart.
 */
export function loadUrlSecret(dataDir: string, configured: string | undefined): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written aside and linked into place: two instances starting together agree on one secret,
    // and neither can read a half-written file.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temp, randomBytes(32).toString('base64url'), { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
}
