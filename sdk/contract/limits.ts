import { z } from 'zod';

// Limits of the wire: what the server's edge refuses before any handler runs, and the bounded field
// types every request schema is built from. Every string and list of a request has a declared upper bound;
// free-form JSON (`z.unknown()`) is bounded by the edge walk (depth, list length, no NUL) and the body size.

export { WireLimits } from './limit-values.js';
import { WireLimits } from './limit-values.js';

/** Message key of a value over its limit ('{field} is too long (at most {max}).'). */
export const TOO_LONG_KEY = 'validation.tooLong';

/** A string of at most `max` characters. */
export function wireString(max: number): z.ZodString {
  return z.string().max(max, TOO_LONG_KEY);
}

/** A list of at most `max` items. */
export function wireList<T extends z.ZodType>(item: T, max: number = WireLimits.listItems): z.ZodArray<T> {
  return z.array(item).max(max, TOO_LONG_KEY);
}

/** An id: 1..128 characters. */
export const WireId = wireString(WireLimits.idChars).min(1);
/** An optional id: 0..128 characters. */
export const WireIdText = wireString(WireLimits.idChars);
/** A name on the wire: 0..255 characters. */
export const WireName = wireString(WireLimits.nameChars);
/** A short text: 0..2048 characters. */
export const WireShortText = wireString(WireLimits.shortTextChars);
/** A large text (scene content, logic, data urls). */
export const WireLongText = wireString(WireLimits.longTextChars);
/** A profile field. */
export const WireProfileText = wireString(WireLimits.profileChars);

/**
 * `schema`, refusing a value whose JSON text is over `maxBytes` UTF-8 bytes ('{field} is too long (at most {max})'):
 * for free-form JSON the server stores in a row, so one request cannot park megabytes that every later list must read.
 */
export function withinJsonBytes<T extends z.ZodType>(schema: T, maxBytes: number = WireLimits.storedJsonBytes): T {
  return schema.superRefine((value, ctx) => {
    if (value === undefined) return;
    const text = JSON.stringify(value);
    if (text !== undefined && utf8ByteLength(text) > maxBytes) {
      ctx.addIssue({ code: 'too_big', origin: 'string', maximum: maxBytes, inclusive: true, message: TOO_LONG_KEY, input: value });
    }
  }) as T;
}

/** Bytes of a string in UTF-8 (works in the browser and on the server). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Message key of a category over 50 bytes (the server's scene messages hold its text). */
export const CATEGORY_TOO_LONG_KEY = 'scene.categoryTooLong';

/** A scene category: at most 50 UTF-8 bytes. */
export const WireCategory = wireString(WireLimits.categoryBytes * 4)
  .refine((value) => utf8ByteLength(value) <= WireLimits.categoryBytes, { message: CATEGORY_TOO_LONG_KEY });

/** Why a value was refused at the edge. */
export type EdgeProblem =
  | { readonly kind: 'depth'; readonly path: string }
  | { readonly kind: 'list'; readonly path: string }
  | { readonly kind: 'keys'; readonly path: string }
  | { readonly kind: 'nul'; readonly path: string };

/**
 * Inside a string: plain characters and escapes, at most 4,096 escapes per match so that the regex engine's backtrack
 * stack stays small (an unbounded loop overflows it on millions of escapes).
 */
const STRING_PART = /[^"\\]*(?:\\[\s\S][^"\\]*){0,4096}/y;

/**
 * Depth of the deepest array/object of a JSON text, stopping as soon as `limit` is passed (a scan of the text:
 * no parse, no recursion, so a 10 MB '[[[[…' costs one pass and no stack).
 */
export function jsonDepthExceeds(text: string, limit: number = WireLimits.jsonDepth): boolean {
  text.indexOf('"', text.length - 1); // a body read in chunks is a rope of them: flattened once, every read below is direct
  let depth = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string: a short one read here, the rest of a long one skipped by the regex engine (a scene's content is
      // one long string in its body).
      let j = i + 1;
      let close = -1;
      for (const stop = Math.min(length, j + 64); j < stop; j++) {
        const d = text.charCodeAt(j);
        if (d === 0x5c) j++;
        else if (d === 0x22) {
          close = j;
          break;
        }
      }
      if (close < 0) close = j < length ? endOfString(text, j) : -1;
      if (close < 0) return false; // unterminated: the parse refuses it
      i = close;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** Index of the quote closing the string that starts at `from` (after its opening quote), or -1 when none does. */
function endOfString(text: string, from: number): number {
  let at = from;
  for (;;) {
    STRING_PART.lastIndex = at;
    STRING_PART.test(text); // always matches, possibly nothing
    const next = STRING_PART.lastIndex;
    if (next >= text.length) return -1;
    if (text.charCodeAt(next) === 0x22) return next;
    if (next === at) return -1; // a backslash ending the text
    at = next; // 4,096 escapes read: go on from the next one
  }
}

/**
 * Walk a parsed value without recursion: nesting deeper than `jsonDepth`, a list longer than `listItems`, an object
 * with more than `objectKeys` keys, or a NUL character in any string or key is a problem (the first one found).
 */
export function edgeProblemOf(value: unknown, limits: Pick<typeof WireLimits, 'jsonDepth' | 'listItems' | 'objectKeys'> = WireLimits): EdgeProblem | undefined {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: '' }];
  while (stack.length > 0) {
    const { value: current, depth, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { kind: 'nul', path };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= limits.jsonDepth) return { kind: 'depth', path };
    if (Array.isArray(current)) {
      if (current.length > limits.listItems) return { kind: 'list', path };
      for (let i = 0; i < current.length; i++) stack.push({ value: current[i], depth: depth + 1, path: path ? `${path}.${i}` : String(i) });
      continue;
    }
    const keys = Object.keys(current);
    if (keys.length > limits.objectKeys) return { kind: 'keys', path };
    for (const key of keys) {
      const child = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return { kind: 'nul', path: child };
      stack.push({ value: (current as Record<string, unknown>)[key], depth: depth + 1, path: child });
    }
  }
  return undefined;
}
