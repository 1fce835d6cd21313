// What is done when a request has been answered (or the client went away): its log line and its metrics. Fastify
// tells its log controller of every answer whether or not any hook exists (`requestCompleted`, after the onResponse
// hooks), so doing the work there costs no hook chain per request (issue 28: an onResponse hook made Fastify run its
// hook runner for every answer). What is kept per route pattern and method: the line's fixed fields and the route's
// metric counts. Fastify's own request lines stay off, as before.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { RouteCounts, ServerMetrics } from './metrics.js';
import type { RequestLines, RouteLineFields } from './request-line.js';
import { requestUser, routePattern } from './request-log.js';

interface RouteWatch {
  readonly line: RouteLineFields | undefined;
  readonly counts: RouteCounts | undefined;
}

/** Fastify's `logController`: writes each answered request's line (to `lines`, when given) and counts it in `metrics` (when given). */
export class AnsweredRequests extends LogController {
  private readonly byMethod = new Map<string, Map<string, RouteWatch>>();

  constructor(
    private readonly lines: RequestLines | undefined,
    private readonly metrics: ServerMetrics | undefined,
  ) {
    // Fastify's request lines ('incoming request', 'request completed') are replaced by ours.
    super({ disableRequestLogging: true });
  }

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const { lines, metrics } = this;
    if (!lines && !metrics) return;
    const { line, counts } = this.watchOf(request.method, routePattern(request));
    const status = reply.statusCode;
    const elapsed = reply.elapsedTime;
    if (line !== undefined) lines!.write(line, request.id, status, Math.round(elapsed * 10) / 10, requestUser(request));
    if (counts) metrics!.countAnswer(counts, status, elapsed / 1000);
  }

  private watchOf(method: string, route: string): RouteWatch {
    let routes = this.byMethod.get(method);
    if (!routes) this.byMethod.set(method, (routes = new Map()));
    let watch = routes.get(route);
    if (!watch) {
      // Bounded: route patterns are the declared routes' (and 'unmatched'), methods Node's known ones.
      watch = { line: this.lines?.fieldsOf(method, route), counts: this.metrics?.routeCounts(method, route) };
      routes.set(route, watch);
    }
    return watch;
  }
}
