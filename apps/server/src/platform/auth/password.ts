import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library defaults (19 MiB, t=2): OWASP's recommended minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anybody in
  }
}
