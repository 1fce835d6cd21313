// A request's id, user and route pattern, as its log line tells them (written in answered-requests.ts: request id,
// method, route pattern, status, duration, user id; the instance is on every line). The url's query is never logged
// (quick-login signs and tickets travel there).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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

/** Echo every request's id (its line and metrics are written by watchAnswers, answered-requests.ts). */
export function echoRequestIds(fastify: FastifyInstance): void {
  // A callback hook, not an async one: no promise per request (issue 28: the cost of logs and metrics).
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
