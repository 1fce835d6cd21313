// A path segment longer than the router matches is refused the same way wherever it is (414 in the envelope):
// find-my-way only checks the length of segments it binds to a parameter, so a long segment of an unknown call
// would otherwise be a 404 'no such call'.
import { ReplyCode } from '../../../sdk/contract/envelope.js';
import { ApiError } from './api-error.js';
import type { RouteRunner } from './route-runner.js';
import type { EdgeStep } from './edge-steps.js';

/** Longest path segment the router matches (longer → 414 in the envelope); ids are at most 128 characters. */
export const MAX_PARAM_CHARS = 1024;

/** Whether any '/'-separated segment of the path (before '?') is longer than MAX_PARAM_CHARS. */
export function hasOverlongSegment(url: string): boolean {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  let start = 0;
  for (let i = 0; i <= path.length; i++) {
    if (i === path.length || path.charCodeAt(i) === 0x2f) {
      if (i - start > MAX_PARAM_CHARS) return true;
      start = i + 1;
    }
  }
  return false;
}

/** The edge step refusing an over-long path segment with 414 before routing. */
export function overlongSegmentsStep(runner: () => RouteRunner): EdgeStep {
  return (request, reply) => hasOverlongSegment(request.url)
    ? runner().sendError(new ApiError(ReplyCode.warning, 'edge.uriTooLong', { httpStatus: 414 }), request, reply)
    : undefined;
}
