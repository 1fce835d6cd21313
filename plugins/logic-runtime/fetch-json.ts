import { PUZZLE_LIMITS } from '../../sdk/index.js';
import type { JsonValue } from '../../sdk/index.js';

/** The reply is larger than PUZZLE_LIMITS.fetchBytes (declared, or counted as its bytes arrived). */
export class ReplyTooLargeError extends Error {
  constructor(readonly max: number) {
    super(`more than ${max} bytes`);
    this.name = 'ReplyTooLargeError';
  }
}

/**
 * The body of a reply as text, at most `max` bytes: the bytes are counted as they arrive and the read is cancelled as
 * soon as they pass the limit, so a chunked reply without a length never fills the page's memory.
 */
export async function readCapped(response: Response, max: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > max) {
    await response.body?.cancel().catch(() => undefined);
    throw new ReplyTooLargeError(max);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw new ReplyTooLargeError(max);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * GET JSON for a puzzle from an already allowed URL: no cookies or credentials, no redirects (a redirect could leave
 * the allowed origin), no referrer, at most PUZZLE_LIMITS.fetchBytes counted as the bytes arrive.
 */
export async function fetchPuzzleJson(url: string, fetchFn: typeof fetch = globalThis.fetch.bind(globalThis)): Promise<JsonValue> {
  const response = await fetchFn(url, { method: 'GET', credentials: 'omit', redirect: 'error', referrerPolicy: 'no-referrer', mode: 'cors' });
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`HTTP ${response.status}`);
  }
  return JSON.parse(await readCapped(response, PUZZLE_LIMITS.fetchBytes)) as JsonValue;
}
