// The edge: limits every request meets before its route's schema and handler (sdk/contract/limits.ts).
import { ReplyCode } from '../../../sdk/contract/envelope.js';
import { edgeProblemOf, jsonDepthExceeds, WireLimits, type EdgeProblem } from '../../../sdk/contract/limits.js';
import { ApiError, Errors } from './api-error.js';

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

/** Throw the edge refusal when a value (params, query, body, multipart fields) breaks a limit. */
export function assertWithinEdge(value: unknown, where: string): void {
  const problem = edgeProblemOf(value);
  if (problem) throw edgeError(problem, where);
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
