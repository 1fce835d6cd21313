// A request's id, user and route pattern, as its log line tells them (written in answered-requests.ts: request id,
// method, route pattern, status, duration, user id; the instance is on every line). The url's query is never logged
// (quick-login signs and tickets travel there).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where a request keeps its user: a field every request has (a WeakMap's entry per request was 0.5 µs of it, issue 28). */
const USER = Symbol('requestUser');

type WithUser = FastifyRequest & { [USER]?: string };

/** Give every request of `fastify` the field its user is kept in (so requests keep one shape). */
export function declareRequestUser(fastify: FastifyInstance): void {
  fastify.decorateRequest(USER as unknown as string, undefined);
}

/** Remember which user a request ran as (set once the session is resolved). */
export function setRequestUser(request: FastifyRequest, userId: string): void {
  (request as WithUser)[USER] = userId;
}

/** The user a request ran as, if any. */
export function requestUser(request: FastifyRequest): string | undefined {
  return (request as WithUser)[USER];
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

/** The edge step echoing every request's id (its line and metrics are written by AnsweredRequests, answered-requests.ts). */
export function echoRequestId(request: FastifyRequest, reply: FastifyReply): undefined {
  reply.header('x-request-id', request.id);
  return undefined;
}
