import { hash, verify } from '@node-rs/argon2';

/** argon2id hash of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified against when no account matches, so a wrong account costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hash('bole-no-such-account');
  try {
    return await verify(passwordHash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}
