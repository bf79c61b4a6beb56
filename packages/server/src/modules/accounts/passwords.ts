import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (OWASP's m=19 MiB, t=2, p=1).
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

export async function verifyPassword(storedHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}

/** Verified against when the email is unknown, so both paths cost the same time. */
let dummyHash: Promise<string> | undefined;
export async function burnVerifyTime(plain: string): Promise<void> {
  dummyHash ??= hash('dummy password that never matches');
  await verifyPassword(await dummyHash, plain);
}
