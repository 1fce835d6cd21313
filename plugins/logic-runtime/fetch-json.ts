import { PUZZLE_LIMITS } from '../../sdk/index.js';
import type { JsonValue } from '../../sdk/index.js';

/**
 * GET JSON for a puzzle from an already allowed URL: no cookies or credentials, no redirects (a redirect could leave
 * the allowed origin), no referrer, at most PUZZLE_LIMITS.fetchBytes.
 */
export async function fetchPuzzleJson(url: string, fetchFn: typeof fetch = globalThis.fetch.bind(globalThis)): Promise<JsonValue> {
  const response = await fetchFn(url, { method: 'GET', credentials: 'omit', redirect: 'error', referrerPolicy: 'no-referrer', mode: 'cors' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > PUZZLE_LIMITS.fetchBytes) throw new Error(`more than ${PUZZLE_LIMITS.fetchBytes} bytes`);
  const text = await response.text();
  if (text.length > PUZZLE_LIMITS.fetchBytes) throw new Error(`more than ${PUZZLE_LIMITS.fetchBytes} bytes`);
  return JSON.parse(text) as JsonValue;
}
