import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanJson } from './json-scan.js';

/** What JSON.parse says of a text: undefined when it refuses it, else the value of the top-level key `animations`. */
function byParse(text: string): { ok: false } | { ok: true; section: unknown } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false };
  }
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  return { ok: true, section: isObject && Object.hasOwn(value as object, 'animations') ? (value as { animations: unknown }).animations : undefined };
}

/** What the scan says, in the same terms (the section parsed on its own). */
function byScan(text: string): { ok: false } | { ok: true; section: unknown } {
  const scan = scanJson(text, 'animations');
  if (!scan) return { ok: false };
  return { ok: true, section: scan.section ? JSON.parse(text.slice(scan.section[0], scan.section[1])) as unknown : undefined };
}

/** Small pieces of JSON and of near-JSON, joined: most of what a scanner can get wrong. */
const jsonPiece = fc.constantFrom(
  '{', '}', '[', ']', ',', ':', ' ', '\n', '\t', '\r', '\u00a0', '\ufeff', '"', '\\', '\\"', '\\u', '\\u00e9', '\\uD800', '\\x', '\\/', '\\b',
  '"animations"', '"anim\\u0061tions"', '"a"', 'true', 'tru', 'false', 'null', 'nul', '0', '-', '-0', '01', '1.', '1.5', '.5', '1e', '1e+5', '1E-2',
  '\u0000', '\u0001', '\u001f', '\u2028', 'é', 'x',
);
const nearJson = fc.array(jsonPiece, { maxLength: 40 }).map((parts) => parts.join(''));

/** A JSON text changed at one place: a character removed, doubled or replaced by a piece. */
const mutatedJson = fc.tuple(fc.jsonValue({ maxDepth: 6 }), fc.nat(), fc.nat({ max: 2 }), jsonPiece).map(([value, at, how, piece]) => {
  const text = JSON.stringify({ animations: value, other: value });
  const i = at % (text.length + 1);
  if (how === 0) return text.slice(0, i) + text.slice(i + 1);
  if (how === 1) return text.slice(0, i) + text.charAt(i) + text.slice(i);
  return text.slice(0, i) + piece + text.slice(i + 1);
});

describe('scanJson', () => {
  it('accepts exactly what JSON.parse accepts, and finds the top-level key it keeps', () => {
    fc.assert(fc.property(fc.oneof(nearJson, mutatedJson, fc.jsonValue().map((v) => JSON.stringify(v, null, 1)), fc.string()), (text) => {
      expect(byScan(text)).toEqual(byParse(text));
    }), { numRuns: 2000 });
  });

  it('keeps the last of duplicate keys, reads escaped names, and ignores nested ones', () => {
    expect(byScan('{"animations":1, "animations" : [2] }')).toEqual({ ok: true, section: [2] });
    expect(byScan('{"anim\\u0061tions":{"a":[]}}')).toEqual({ ok: true, section: { a: [] } });
    expect(scanJson('{"a":{"animations":1}}', 'animations')).toEqual({ section: null });
    expect(scanJson('[{"animations":1}]', 'animations')).toEqual({ section: null });
  });

  it('reads nesting far deeper than its first stack, as JSON.parse does', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(scanJson(deep, 'animations')).toEqual({ section: null });
    expect(scanJson(deep.slice(1), 'animations')).toBeUndefined();
  });
});
