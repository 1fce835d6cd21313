// The edge: limits every request meets before its route's schema and handler (sdk/contract/limits.ts).
import { ReplyCode } from '../../../sdk/contract/envelope.js';
import { edgeProblemOf, jsonDepthExceeds, WireLimits, type EdgeProblem } from '../../../sdk/contract/limits.js';
import { ApiError, Errors } from './api-error.js';
import { parseBodyOffThread } from '../workers/json-workers.js';
import type { ContentResult } from '../workers/json-tasks.js';

/** The refusal of an edge problem (HTTP 400, code 405, naming the field). */
export function edgeError(problem: EdgeProblem, where: string): ApiError {
  const field = problem.path ? `${where}.${problem.path}` : where;
  switch (problem.kind) {
    case 'depth': return Errors.badRequest('edge.tooDeep', { field, max: WireLimits.jsonDepth });
    case 'list': return Errors.badRequest('edge.listTooLong', { field, max: WireLimits.listItems });
    case 'keys': return Errors.badRequest('edge.tooManyKeys', { field, max: WireLimits.objectKeys });
    case 'nul': return Errors.badRequest('edge.nul', { field });
  }
}

/** Bodies already walked where they were parsed (on a worker thread), with the problem found (null: none). */
const walked = new WeakMap<object, EdgeProblem | null>();

/** Throw the edge refusal when a value (params, query, body, multipart fields) breaks a limit. */
export function assertWithinEdge(value: unknown, where: string): void {
  const known = typeof value === 'object' && value !== null ? walked.get(value) : undefined;
  const problem = known === undefined ? edgeProblemOf(value) : known;
  if (problem) throw edgeError(problem, where);
}

/** Bodies from this many bytes are parsed and walked on a worker thread. */
export const OFF_THREAD_BODY_BYTES = 256 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's RouteDef.sceneContentField. */
    sceneContentField?: string;
    /** The route's RouteDef.formBody: it takes an HTML form's urlencoded body. */
    formBody?: boolean;
  }
}

/** Scene contents checked where their bodies were parsed, by body (the route reads it with checkedSceneContent). */
const checkedContents = new WeakMap<object, ContentResult>();

/**
 * Parse a JSON request body's bytes as parseJsonBody does; a large one on a worker thread, walked there too, and the
 * scene content in its `sceneContentField` checked there as well (a save's route declares the field).
 */
export async function parseJsonBodyBytes(bytes: Buffer, sceneContentField?: string): Promise<unknown> {
  if (bytes.byteLength < OFF_THREAD_BODY_BYTES) return parseJsonBody(bytes.toString('utf8'));
  const result = await parseBodyOffThread(bytes, sceneContentField);
  if (!result.ok) {
    if (result.refusal === 'depth') throw Errors.badRequest('edge.tooDeep', { field: 'body', max: WireLimits.jsonDepth });
    throw new ApiError(ReplyCode.warning, 'error.badJson', { httpStatus: 400 });
  }
  if (typeof result.value === 'object' && result.value !== null) {
    walked.set(result.value, result.problem);
    if (result.content) checkedContents.set(result.value, result.content);
  }
  return result.value;
}

/** The check of the scene content in a raw request body's `field`, when it was checked as the body was parsed. */
export function checkedSceneContent(rawBody: unknown, field: string, content: string): ContentResult | undefined {
  if (typeof rawBody !== 'object' || rawBody === null) return undefined;
  // The check is of the raw body's field: the handler's (validated) value must be that same text.
  return (rawBody as Record<string, unknown>)[field] === content ? checkedContents.get(rawBody) : undefined;
}

/**
 * Parse a JSON request body: empty → {} (clients sending the header on GET/DELETE), nesting beyond the limit
 * refused before parsing (a scan, no recursion), bad JSON a 400.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {};
  if (jsonDepthExceeds(text)) throw Errors.badRequest('edge.tooDeep', { field: 'body', max: WireLimits.jsonDepth });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(ReplyCode.warning, 'error.badJson', { httpStatus: 400 });
  }
}

/** JSON held in a string field (resource data, groups sent as text): same depth limit, parse errors as `undefined`. */
export function parseJsonField(text: string, field: string): unknown {
  if (jsonDepthExceeds(text)) throw Errors.badRequest('edge.tooDeep', { field, max: WireLimits.jsonDepth });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
