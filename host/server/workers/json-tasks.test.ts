import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { edgeProblemOf, jsonDepthExceeds } from '../../../sdk/contract/limits.js';
import { parseJsonBody } from '../http/edge-guard.js';
import { storedRecord } from '../modules/scenes/scene-storage.js';
import { versionRecord } from '../modules/scenes/scene-content.js';
import type { SceneRecord } from '../modules/scenes/scene-store.js';
import { checkSceneContent, gatedCountOf, parseBody } from './json-tasks.js';
import { checkSceneContentOffThread, parseBodyOffThread } from './json-workers.js';
import { sourceWorkerAvailable } from './source-worker.js';

/** The depth scan as it was: one character at a time (the reference the faster scan must agree with). */
function depthExceedsByChar(text: string, limit = 64): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
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

/** JSON-ish texts rich in what the scan must get right: quotes, backslashes, brackets, long strings. */
const jsonish = fc.array(fc.oneof(
  fc.constantFrom('"', '\\', '\\"', '\\\\', '[', ']', '{', '}', ',', ':', 'a', '1'),
  fc.string({ maxLength: 200 }),
  fc.integer({ min: 0, max: 80 }).map((n) => '['.repeat(n)),
  fc.integer({ min: 60, max: 300 }).map((n) => 'x'.repeat(n)),
), { maxLength: 60 }).map((parts) => parts.join(''));

const record = (content: string): SceneRecord => ({
  name: 'Scène "1"', category: 'Default', path: 'a/b', preview: null, data: '{"x":1}', content, importAssets: null,
  logic: 'l\u2028', logicXml: null, logicBk: null, logicXmlBk: null, externalResources: [{ url: 'x' }],
});

describe('jsonDepthExceeds', () => {
  it('agrees with a scan of one character at a time on any text', () => {
    fc.assert(fc.property(jsonish, (text) => {
      expect(jsonDepthExceeds(text)).toBe(depthExceedsByChar(text));
    }), { numRuns: 2000 });
  });

  it('agrees on JSON of any value, and on strings of 100,000 escapes without overflowing the regex engine', () => {
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 70 }), (value) => {
      const text = JSON.stringify({ content: JSON.stringify(value), value });
      expect(jsonDepthExceeds(text)).toBe(depthExceedsByChar(text));
    }), { numRuns: 300 });
    const escapes = `{"a":"${'\\"['.repeat(100_000)}","b":${'['.repeat(70)}${']'.repeat(70)}}`;
    expect(jsonDepthExceeds(escapes)).toBe(true);
    expect(jsonDepthExceeds(`"${'\\"'.repeat(100_000)}`)).toBe(false); // unterminated: left to the parse
  });
});

describe('JSON tasks', () => {
  it('parse a body as parseJsonBody does, with the edge walk of the result', () => {
    fc.assert(fc.property(fc.oneof(jsonish, fc.jsonValue().map((v) => JSON.stringify(v)), fc.constant('  ')), (text) => {
      const result = parseBody(text);
      let expected: unknown;
      try {
        expected = parseJsonBody(text);
      } catch (error) {
        expect(result.ok).toBe(false);
        expect((error as { messageKey?: string }).messageKey).toBe(!result.ok && result.refusal === 'depth' ? 'edge.tooDeep' : 'error.badJson');
        return;
      }
      expect(result).toEqual({ ok: true, value: expected, problem: edgeProblemOf(expected) ?? null });
    }), { numRuns: 1000 });
  });

  it('check a scene content; a stored record counts its bytes as stored', () => {
    const content = JSON.stringify({ nodes: [{ id: 'n', name: 'é "q" \\ \u0001' }], animations: [{ kind: 'keyframe', tracks: [{ keys: [1, 2, 3] }] }, { kind: 'state', targets: ['a'] }] });
    const checked = checkSceneContent(content);
    expect(checked).toEqual({ ok: true, gated: 4 });
    expect(checkSceneContent('{"nodes":')).toEqual({ ok: false });
    expect(gatedCountOf('not json')).toBe(0);
    expect(gatedCountOf(content)).toBe(4);
    // The stored record: its fields and its content as saved; its size, the UTF-8 bytes of both.
    const stored = storedRecord(record(content));
    expect(stored.content).toBe(content);
    expect(versionRecord({ record: stored.fields, content: stored.content })).toEqual(record(content));
    expect(stored.size).toBe(Buffer.byteLength(stored.fields, 'utf8') + Buffer.byteLength(content, 'utf8'));
    // Less than the record with the content in it as a JSON string, as versions saved before store and count it.
    expect(stored.size).toBeLessThan(Buffer.byteLength(JSON.stringify(record(content)), 'utf8'));
  });

  it('check a body\'s scene content field in the task that parses the body, as checkSceneContent does', () => {
    fc.assert(fc.property(fc.oneof(fc.jsonValue().map((v) => JSON.stringify(v)), fc.string()), fc.jsonValue(), (content, other) => {
      const body = JSON.stringify({ content, other });
      const result = parseBody(body, 'content');
      expect(result).toEqual({ ...parseBody(body), content: checkSceneContent(content) });
    }), { numRuns: 300 });
    for (const body of ['{"content":1}', '[1]', '"text"', 'null', '{"other":"{}"}']) expect(parseBody(body, 'content')).toEqual(parseBody(body));
    expect(checkSceneContent('{"animations":[{"kind":"state","targets":[1,2]}],"animations ":[]}')).toMatchObject({ ok: true, gated: 2 });
    expect(checkSceneContent('{"animations":1} x')).toEqual({ ok: false });
  });

  it('find the workers\' entry beside the sources, and none in a single-file bundle (where they run inline)', () => {
    expect(sourceWorkerAvailable(new URL('./json-workers.ts', import.meta.url).href, './json-worker-entry')).toBe(true);
    expect(sourceWorkerAvailable('file:///tmp/kf-bundle/main.mjs', './json-worker-entry')).toBe(false);
  });

  it('run on the worker threads with the same answers', async () => {
    const content = JSON.stringify({ nodes: Array.from({ length: 2000 }, (_, i) => ({ id: `n${i}`, props: { x: i } })) });
    expect(await checkSceneContentOffThread(content)).toEqual(checkSceneContent(content));
    const body = JSON.stringify({ content, list: [1, 'a\u0000'] });
    expect(await parseBodyOffThread(Buffer.from(body))).toEqual(parseBody(body));
    expect(await parseBodyOffThread(Buffer.from(body), 'content')).toEqual(parseBody(body, 'content'));
    expect(await parseBodyOffThread(Buffer.from(`{"a":${'['.repeat(100)}`))).toEqual({ ok: false, refusal: 'depth' });
  });
});
