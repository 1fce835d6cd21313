// What is done when a request has been answered (or the client went away): its log line and its metrics, in one
// onResponse hook, through what is kept per route pattern and method — a child logger holding both (pino serialises
// a child's bindings once, not on every line) and the route's metric counts. Two hooks (logs, metrics), the route
// read from Fastify twice (request.routeOptions builds a fresh object each time) and the per-line method and route
// were a share of what logs and metrics cost a request (issue 28).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RouteCounts, ServerMetrics } from './metrics.js';
import { requestUser, routePattern } from './request-log.js';

interface RouteWatch {
  readonly log: FastifyBaseLogger | undefined;
  readonly counts: RouteCounts | undefined;
}

/** Log each answered request's line (to `lines`, when given) and count it in `metrics` (when given). */
export function watchAnswers(fastify: FastifyInstance, lines: FastifyBaseLogger | undefined, metrics: ServerMetrics | undefined): void {
  if (!lines && !metrics) return;
  const byMethod = new Map<string, Map<string, RouteWatch>>();
  const watchOf = (method: string, route: string): RouteWatch => {
    let routes = byMethod.get(method);
    if (!routes) byMethod.set(method, (routes = new Map()));
    let watch = routes.get(route);
    if (!watch) {
      // Bounded: route patterns are the declared routes' (and 'unmatched'), methods Node's known ones.
      watch = { log: lines?.child({ method, route }), counts: metrics?.routeCounts(method, route) };
      routes.set(route, watch);
    }
    return watch;
  };
  // A callback hook, not an async one: no promise per request.
  fastify.addHook('onResponse', (request, reply, done) => {
    const { log, counts } = watchOf(request.method, routePattern(request));
    const status = reply.statusCode;
    const elapsed = reply.elapsedTime;
    log?.info({ reqId: request.id, status, durationMs: Math.round(elapsed * 10) / 10, userId: requestUser(request) }, 'request');
    if (counts) metrics!.countAnswer(counts, status, elapsed / 1000);
    done();
  });
}
