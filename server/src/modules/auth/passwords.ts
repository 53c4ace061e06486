import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes: OWASP's recommended minimum). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified against when the email is unknown, so both answers take the same time.
const unknownUserHash = hashPassword('tropero-unknown-user-placeholder');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const ok = await verify(passwordHash ?? (await unknownUserHash), password);
  return passwordHash !== undefined && ok;
}
