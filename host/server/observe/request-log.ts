// One log line per request: request id, method, route pattern, status, duration, user id (the instance is on
// every line). The url's query is never logged (quick-login signs and tickets travel there).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLineLogger } from './logger.js';

const users = new WeakMap<FastifyRequest, string>();

/** Remember which user a request ran as (set once the session is resolved). */
export function setRequestUser(request: FastifyRequest, userId: string): void {
  users.set(request, userId);
}

/** The user a request ran as, if any. */
export function requestUser(request: FastifyRequest): string | undefined {
  return users.get(request);
}

/** The route pattern of a request ('/cloud/api/repo/kf-scene/loadScene/:sceneId'), or 'unmatched'. */
export function routePattern(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

/** A request id: the caller's X-Request-Id when it is a plain token, else a new uuid. */
export function requestId(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[A-Za-z0-9._:-]{1,64}$/.test(value) ? value : randomUUID();
}

/** Log every request's line when it has been answered (or the client went away), and echo its id. */
export function logRequests(fastify: FastifyInstance, enabled: boolean): void {
  // Callback hooks, not async ones: no promise per request and per hook (issue 28: the cost of logs and metrics).
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  if (!enabled) return;
  // Through the server's logger with the request id as a field: the same line, without making the request's child
  // logger (a pino child with redaction) just for it (issue 28: the cost of logs).
  const log = requestLineLogger(fastify.log);
  fastify.addHook('onResponse', (request, reply, done) => {
    log.info({
      reqId: request.id,
      method: request.method,
      route: routePattern(request),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      userId: requestUser(request),
    }, 'request');
    done();
  });
}
