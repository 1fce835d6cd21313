import { PUZZLE_LIMITS } from '../../sdk/sandbox.js';
import type { SandboxToPage } from '../../sdk/sandbox.js';
import { isBoundedJson, MESSAGE_WALK } from './json-limits.js';
import { RateLimit } from './rate-limit.js';

/**
 * Sandbox → page messages travel as JSON text, not as structured-clone objects: the worker measures each message
 * (a bounded walk, then the length of its text) before it leaves, and the page reads only a string, refuses one longer
 * than PUZZLE_LIMITS.messageChars unread, and parses the rest (JSON.parse of a bounded string is a bounded tree). No
 * graph of shared references, and no 100 MB value, ever reaches the page's main thread as structured data.
 */

/** The text of a message for the page, or undefined when it is not bounded JSON or its text is too long. */
export function encodeForPage(message: SandboxToPage): string | undefined {
  if (!isBoundedJson(message, MESSAGE_WALK)) return undefined;
  const text = JSON.stringify(message);
  return text.length <= PUZZLE_LIMITS.messageChars ? text : undefined;
}

/** What the page read from the sandbox: the parsed message, or why it was refused unread. */
export type Decoded = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly reason: 'notText' | 'tooLong' | 'notJson' };

/** Read one message from the sandbox (a string of bounded length, else refused without looking inside). */
export function decodeFromSandbox(data: unknown): Decoded {
  if (typeof data !== 'string') return { ok: false, reason: 'notText' };
  if (data.length > PUZZLE_LIMITS.messageChars) return { ok: false, reason: 'tooLong' };
  try {
    return { ok: true, value: JSON.parse(data) as unknown };
  } catch {
    return { ok: false, reason: 'notJson' };
  }
}

/**
 * The worker's way out: each message measured and sent as text (one too large or not plain data becomes a console
 * error instead), at most PUZZLE_LIMITS.messagesPerSecond a second besides heartbeats; the rest are dropped in the
 * worker, so a flood never reaches the page.
 */
export function createSandboxPost(postText: (text: string) => void, now: () => number): (message: SandboxToPage) => void {
  const limit = new RateLimit(PUZZLE_LIMITS.messagesPerSecond, now);
  return (message) => {
    if (message.kind !== 'heartbeat' && !limit.take().allowed) return;
    const text = encodeForPage(message);
    postText(text ?? JSON.stringify({ kind: 'notice', notice: 'tooLarge', what: String(message.kind).slice(0, 40) }));
  };
}
