// The Fastify instance and its edge: limits, security headers, body parsers, plugins, the error handler.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { ReplyCode } from '../../../sdk/contract/envelope.js';
import { withoutFreshPrefix } from '../../../sdk/contract/fresh-module-path.js';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config.js';
import { declareRequestUser, echoRequestId, requestId } from '../observe/request-log.js';
import { lazyChildLogger } from '../observe/lazy-child-logger.js';
import type { AnsweredRequests } from '../observe/answered-requests.js';
import { localeFromHeader, type Translator } from '../i18n/translator.js';
import { clientErrorHandler, MAX_HEADER_BYTES } from './client-errors.js';
import { parseJsonBodyBytes } from './edge-guard.js';
import { MAX_PARAM_CHARS, overlongSegmentsStep } from './path-limits.js';
import { capConnectionsPerAddress, slowBodiesStep } from './slow-clients.js';
import { addEdgeSteps } from './edge-steps.js';
import type { RouteRunner } from './route-runner.js';
import { designerPagePolicy, inlineScriptHashes, securityHeaders, securityHeadersStep } from './security-headers.js';


/**
 * A Fastify instance with the edge installed; every refusal goes through `runner` (set before the first request).
 * `answers` writes each answered request's line and metrics. `rateLimitStore` counts the general rate limit somewhere
 * every instance sees (PostgreSQL); in memory when absent.
 */
export async function createHttpEdge(
  config: ServerConfig, translator: Translator, runner: () => RouteRunner, logger: Logger, answers: AnsweredRequests,
  rateLimitStore?: FastifyRateLimitStoreCtor,
): Promise<FastifyInstance> {
  const indexFile = join(config.webRoot, 'index.html');
  const viewerFile = join(config.webRoot, 'viewer.html');
  // The pages' inline scripts: index.html's and the publish link viewer's page's (web-app-routes.ts).
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') + (existsSync(viewerFile) ? readFileSync(viewerFile, 'utf8') : '') : undefined;
  // The designer's page may import plugins from the origins the operator lists (PLUGIN_ORIGINS).
  // Its live preview may connect to the data origins the operator lists (DATA_ORIGINS; docs/live-data.md).
  const csp = designerPagePolicy({ scriptHashes: inlineScriptHashes(indexHtml), pluginOrigins: config.pluginOrigins ?? [], dataOrigins: config.dataOrigins ?? [] });
  const fastify = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // One line per request instead, with the route pattern, and the request's metrics (observe/answered-requests.ts).
    logController: answers,
    // Each request's child logger is made when first written to (observe/lazy-child-logger.ts).
    childLoggerFactory: lazyChildLogger,
    genReqId: (request) => requestId(request.headers['x-request-id']),
    bodyLimit: config.maxBodyBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_CHARS },
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    clientErrorHandler: clientErrorHandler(translator, csp),
    // Errors of routing (a path segment over maxParamLength → 414, a bad url encoding → 400) in the envelope.
    frameworkErrors: (error, request, reply) => void runner().sendError(error, request, reply.headers(securityHeaders(csp))),
    // A reloaded plugin's modules are asked for under `/@fresh/<token>/`: served as the file at the path without it.
    rewriteUrl: (request) => {
      const url = request.url ?? '/';
      return (request.method === 'GET' || request.method === 'HEAD') && withoutFreshPrefix(url) || url;
    },
  });
  declareRequestUser(fastify);
  addEdgeSteps(fastify, [
    securityHeadersStep(fastify, csp, indexHtml, config.pluginOrigins ?? []),
    echoRequestId,
    overlongSegmentsStep(runner),
    slowBodiesStep({ windowMs: config.bodyTimeoutMs, minBytes: config.bodyMinBytes }, translator, csp),
  ]);
  capConnectionsPerAddress(fastify, config.maxConnectionsPerAddress, translator, csp);

  await fastify.register(multipart, { limits: { fileSize: config.maxBodyBytes, files: 20, fields: 200 } });
  if (config.rateLimitPerMinute > 0) {
    await fastify.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      ...(rateLimitStore ? { store: rateLimitStore, skipOnError: true } : {}),
      errorResponseBuilder: (request, context) => ({
        statusCode: 429,
        code: ReplyCode.warning,
        msg: translator.t(localeFromHeader(request.headers['accept-language']), 'error.rateLimited'),
        data: { retryAfterMs: context.ttl },
      }),
    });
  }

  fastify.setErrorHandler((error, request, reply) => runner().sendError(error, request, reply));
  // JSON bodies: an empty body (clients sending the header on GET/DELETE) reads as {}; too deep or bad JSON is a 400.
  fastify.removeContentTypeParser('application/json');
  // A large body (a scene save: 2 MB) is parsed on a worker thread (edge-guard.ts), never holding the event loop.
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    parseJsonBodyBytes(body as Buffer, request.routeOptions.config.sceneContentField).then((value) => done(null, value), (error: unknown) => done(error as Error, undefined));
  });
  // HTML form bodies only for the routes that declare them (the sandbox pay page's buttons); elsewhere a 415 as before.
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (request, body, done) => {
    if (!request.routeOptions.config.formBody) return done(Object.assign(new Error('unsupported media type'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 }), undefined);
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  return fastify;
}
