/**
 * The JSON work a worker thread does for the main one (json-workers.ts): each task is a plain function, so the same
 * code runs in a unit test on the main thread. Large request bodies and scene contents are parsed here, never on the
 * event loop that serves every other request.
 */
import { edgeProblemOf, jsonDepthExceeds, type EdgeProblem } from '../../../sdk/contract/limits.js';
import { gatedAnimationCount } from '../../../sdk/animation/keyframe-count.js';
import { scanJson } from './json-scan.js';
import { readInfoPointFile, type InfoPointFileResult } from '../modules/resources/info-point-file.js';

/** What the main thread asks. */
export type JsonTask =
  /**
   * A request body's UTF-8 bytes: parsed (empty → {}), refused when too deep or not JSON, walked for the edge's limits;
   * with `sceneContentField`, the scene content in that top-level field is checked too (checkSceneContent).
   */
  | { readonly op: 'body'; readonly bytes: Uint8Array; readonly sceneContentField?: string }
  /** A scene content about to be saved: it must be JSON; its gated animation count. */
  | { readonly op: 'scene'; readonly content: string }
  /** The gated animation count of a stored content (0 when it is not JSON). */
  | { readonly op: 'gated'; readonly text: string }
  /** An info-point file (CSV or JSON by its name) read into points or refused lines (info-point-file.ts). */
  | { readonly op: 'infoPoints'; readonly bytes: Uint8Array; readonly fileName: string };

/**
 * A parsed body: the value and the first edge problem found in it (null when within every limit); `content`, the check
 * of the scene content field asked for, when the body has that field as a string.
 */
export type BodyResult =
  | { readonly ok: true; readonly value: unknown; readonly problem: EdgeProblem | null; readonly content?: ContentResult }
  | { readonly ok: false; readonly refusal: 'depth' | 'json' };
/** A checked scene content: its gated animation count. */
export type ContentResult = { readonly ok: true; readonly gated: number } | { readonly ok: false };

/**
 * Parse a request body as parseJsonBody does, and walk it for the edge's limits; check the scene content in its
 * top-level `sceneContentField` too when there is one (one task for a save: its content is not sent to a worker again).
 */
export function parseBody(text: string, sceneContentField?: string): BodyResult {
  if (text.trim() === '') return { ok: true, value: {}, problem: null };
  if (jsonDepthExceeds(text)) return { ok: false, refusal: 'depth' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, refusal: 'json' };
  }
  const problem = edgeProblemOf(value) ?? null;
  const content = sceneContentField === undefined ? undefined : (value as Record<string, unknown> | null)?.[sceneContentField];
  if (typeof content !== 'string') return { ok: true, value, problem };
  return { ok: true, value, problem, content: checkSceneContent(content) };
}

/**
 * Check that a scene's content is JSON; count its gated animation entries. The content is scanned, not parsed: only its
 * `animations` section is (the gate's count needs nothing else).
 */
export function checkSceneContent(content: string): ContentResult {
  const gated = scannedGatedCount(content);
  if (gated === undefined) return { ok: false };
  return { ok: true, gated };
}

/** The gated animation count of a content text; undefined when it is not JSON. */
function scannedGatedCount(text: string): number | undefined {
  const scan = scanJson(text, 'animations');
  if (!scan) return undefined;
  if (!scan.section) return 0;
  return gatedAnimationCount({ animations: JSON.parse(text.slice(scan.section[0], scan.section[1])) as unknown });
}

/** The gated animation count of a content text; 0 when it is not JSON. */
export function gatedCountOf(text: string): number {
  return scannedGatedCount(text) ?? 0;
}

/** Run a task. */
export function runJsonTask(task: JsonTask): BodyResult | ContentResult | InfoPointFileResult | number {
  switch (task.op) {
    case 'body': return parseBody(Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength).toString('utf8'), task.sceneContentField);
    case 'scene': return checkSceneContent(task.content);
    case 'gated': return gatedCountOf(task.text);
    case 'infoPoints': return readInfoPointFile(task.bytes, task.fileName);
  }
}
