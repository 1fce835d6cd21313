/**
 * The JSON work a worker thread does for the main one (json-workers.ts): each task is a plain function, so the same
 * code runs in a unit test on the main thread. Large request bodies and scene contents are parsed here, never on the
 * event loop that serves every other request.
 */
import { edgeProblemOf, jsonDepthExceeds, type EdgeProblem } from '../../../sdk/contract/limits.js';
import { gatedAnimationCount } from '../../../sdk/animation/keyframe-count.js';

/** What the main thread asks. */
export type JsonTask =
  /** A request body's UTF-8 bytes: parsed (empty → {}), refused when too deep or not JSON, walked for the edge's limits. */
  | { readonly op: 'body'; readonly bytes: Uint8Array }
  /** A scene content about to be saved: it must be JSON; its gated animation count and its JSON string. */
  | { readonly op: 'scene'; readonly content: string }
  /** The gated animation count of a stored content (0 when it is not JSON). */
  | { readonly op: 'gated'; readonly text: string };

/** A parsed body: the value and the first edge problem found in it (null when within every limit). */
export type BodyResult = { readonly ok: true; readonly value: unknown; readonly problem: EdgeProblem | null } | { readonly ok: false; readonly refusal: 'depth' | 'json' };
/** A checked scene content: as a JSON string (what the stored record holds, storedRecord) and its gated animation count. */
export type ContentResult = { readonly ok: true; readonly json: string; readonly gated: number } | { readonly ok: false };

/** Parse a request body as parseJsonBody does, and walk it for the edge's limits. */
export function parseBody(text: string): BodyResult {
  if (text.trim() === '') return { ok: true, value: {}, problem: null };
  if (jsonDepthExceeds(text)) return { ok: false, refusal: 'depth' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, refusal: 'json' };
  }
  return { ok: true, value, problem: edgeProblemOf(value) ?? null };
}

/** Check that a scene's content is JSON; count its gated animation entries; write it as a JSON string. */
export function checkSceneContent(content: string): ContentResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return { ok: false };
  }
  return { ok: true, json: JSON.stringify(content), gated: gatedAnimationCount(parsed) };
}

/** The gated animation count of a content text; 0 when it is not JSON. */
export function gatedCountOf(text: string): number {
  try {
    return gatedAnimationCount(JSON.parse(text));
  } catch {
    return 0;
  }
}

/** Run a task. */
export function runJsonTask(task: JsonTask): BodyResult | ContentResult | number {
  switch (task.op) {
    case 'body': return parseBody(Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength).toString('utf8'));
    case 'scene': return checkSceneContent(task.content);
    case 'gated': return gatedCountOf(task.text);
  }
}
