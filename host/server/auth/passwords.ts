import { hash, verify } from '@node-rs/argon2';

/** argon2id hash of a password (the library's default: argon2id, 19 MiB, t=2). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Whether a password matches its stored hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
