// How the sandbox signs its notifications, as mobile-payment providers do: HMAC-SHA256 over the fields sorted by name
// as `name=value` joined by '&' (the `sign` field left out), in lower-case hex.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The text a notification's signature covers. */
export function signedText(fields: Readonly<Record<string, string | number>>): string {
  return Object.keys(fields).filter((k) => k !== 'sign').sort().map((k) => `${k}=${String(fields[k])}`).join('&');
}

/** The signature of `fields` with `secret`. */
export function signFields(fields: Readonly<Record<string, string | number>>, secret: string): string {
  return createHmac('sha256', secret).update(signedText(fields), 'utf8').digest('hex');
}

/** Whether `sign` is the signature of `fields` (compared in constant time). */
export function signatureMatches(fields: Readonly<Record<string, string | number>>, sign: string, secret: string): boolean {
  const expected = Buffer.from(signFields(fields, secret), 'utf8');
  const given = Buffer.from(sign, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
