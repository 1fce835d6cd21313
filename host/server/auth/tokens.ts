import { createHmac, hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new random token (256 bits, base64url). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How a token is stored: its sha-256 hex (one-shot `hash`: a third of createHash's CPU, asked on every request). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** The quick-login sign of a user id: HMAC-SHA256(secret, userId) hex. */
export function quickLoginSign(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(userId).digest('hex');
}

/** Constant-time comparison of two hex/ascii strings. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
