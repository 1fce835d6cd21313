// The credentials of a relay at rest (docs/live-data.md): AES-256-GCM, with a key from DATA_RELAY_KEY, or derived from
// the server secret when the operator sets none. What is encrypted is never sent to any client.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { ServerServices } from '../../http/route-kit.js';
import { quickLoginSecret } from '../accounts/session-routes.js';

/** What a relay keeps secret. */
export interface RelaySecret {
  readonly password: string;
  readonly headers: readonly { readonly name: string; readonly value: string }[];
}

export const NO_SECRET: RelaySecret = Object.freeze({ password: '', headers: Object.freeze([]) });

/** The 32-byte key of relay secrets. */
export async function relayKey(services: ServerServices): Promise<Buffer> {
  const base = services.config.dataRelayKey ?? await quickLoginSecret(services);
  return createHmac('sha256', base).update('data-relay-secret/v1').digest();
}

/** 'v1.' + base64url(iv ‖ tag ‖ ciphertext) of the secret's JSON; '' for an empty secret. */
export function sealSecret(key: Buffer, secret: RelaySecret): string {
  if (!secret.password && !secret.headers.length) return '';
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify({ p: secret.password, h: secret.headers }), 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The secret of a sealed text; an empty secret for '' (or a text another key sealed: the relay then signs in without it). */
export function openSecret(key: Buffer, sealed: string): RelaySecret {
  if (!sealed.startsWith('v1.')) return NO_SECRET;
  try {
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const json = JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as { p?: unknown; h?: unknown };
    const headers = Array.isArray(json.h) ? json.h.filter((h): h is { name: string; value: string } =>
      typeof h === 'object' && h !== null && typeof (h as { name?: unknown }).name === 'string' && typeof (h as { value?: unknown }).value === 'string') : [];
    return { password: typeof json.p === 'string' ? json.p : '', headers };
  } catch {
    return NO_SECRET;
  }
}
