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
 * Depth of the deepest array/object of a JSON text, stopping as soon as `limit` is passed (a scan of the text:
 * no parse, no recursion, so a 10 MB '[[[[…' costs one pass and no stack).
 */
export function jsonDepthExceeds(text: string, limit: number = WireLimits.jsonDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
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
