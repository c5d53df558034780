import { createHash, randomBytes } from 'node:crypto';

/** A random business code, 32 hex characters by default (spec §9: random ids of length 32). */
export function randomCode(length = 32): string {
  return randomBytes(Math.ceil(length / 2)).toString('hex').slice(0, length);
}

/** An unguessable secret for tokens and tickets (base64url, 256 bits). */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
