import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ReplyCode, type ServerLocale } from '../../../sdk/contract/envelope.js';
import { isAllowed } from '../../../sdk/contract/permission-key.js';
import { ANONYMOUS, type AuthSession, type AuthUser } from '../auth/auth-user.js';
import { resolveSession } from '../auth/sessions.js';
import { localeFromHeader, type Translator } from '../i18n/translator.js';
import { ApiError, Errors } from './api-error.js';
import {
  EnvelopeReply, FileReply, JsonDataReply, StreamReply, routeKey, routeUrl,
  type AnyRouteDef, type AppMethodDef, type ServerServices, type UploadedFile,
} from './route-kit.js';
import { validationError } from './validation.js';
import type { AnyEndpoint } from '../../../sdk/contract/endpoint.js';
import { assertWithinEdge } from './edge-guard.js';
import { readMultipart } from './multipart-reader.js';
import { servedFileType } from './security-headers.js';
import { sendListReply } from './list-reply.js';
import { setRequestUser } from '../observe/request-log.js';
import { requestContexts, type RequestContext, type RequestFields } from './request-context.js';

/** Runs declared routes: auth, permission, validation, handler, envelope. */
export class RouteRunner {
  /** Every permission key a route declares (the allP of default users). */
  allKeys: string[] = [];
  /** Told of every refusal sent (metrics). */
  onRefusal: (code: number, httpStatus: number) => void = () => undefined;

  private readonly context: (fields: RequestFields) => RequestContext;

  constructor(
    private readonly services: ServerServices,
    private readonly translator: Translator,
  ) {
    this.context = requestContexts(services, translator);
  }

  /** Mount a route on Fastify. */
  mount(app: FastifyInstance, def: AnyRouteDef): void {
    let url = routeUrl(def, this.services.config.apiContext);
    for (const [name, pattern] of Object.entries(def.paramPatterns ?? {})) url = url.replace(new RegExp(`:${name}(?=/|$)`), `:${name}(${pattern})`);
    app.route({
      method: def.method,
      url,
      config: { sceneContentField: def.sceneContentField, formBody: def.formBody },
      handler: (request, reply) => this.run(def, request, reply),
    });
  }

  /** Run a declared route for a request (also used by the /v.client dispatcher with its payload as body). */
  async run(def: AnyRouteDef | (AppMethodDef<z.ZodType | undefined> & { payloadOnly: true }), request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const locale = localeFromHeader(request.headers['accept-language']);
    let ctx: RequestContext | undefined;
    try {
      const auth = 'payloadOnly' in def ? 'session' : def.auth ?? 'session';
      let user: AuthUser = ANONYMOUS;
      let session: AuthSession | undefined;
      const token = tokenOf(request);
      if (auth !== 'none' && token) {
        try {
          ({ user, session } = await resolveSession(this.services.db, this.services.clock, this.services.config, token, this.services.sessions));
        } catch (error) {
          if (auth === 'session') throw error;
        }
      } else if (auth === 'session') {
        throw Errors.timeout(106);
      }
      if (session) {
        setRequestUser(request, user.id);
        if (user.locked) throw new ApiError(ReplyCode.warning, 'error.accountLocked', { httpStatus: 403 });
        const allowLocked = 'payloadOnly' in def ? false : def.allowLocked === true;
        if (session.locked && !allowLocked) throw new ApiError(ReplyCode.warning, 'error.sessionLocked', { httpStatus: 423 });
        if (auth === 'session' && def.resource !== 'session' && !this.allows(user, def.resource, def.action)) throw Errors.forbidden();
      }

      let params: unknown = {};
      let query: unknown = {};
      let body: unknown = {};
      let files: UploadedFile[] = [];
      if ('payloadOnly' in def) {
        let raw: unknown = request.body ?? {};
        if (request.isMultipart()) {
          const parsed = await readMultipart(request);
          raw = parsed.fields;
          files = parsed.files;
        }
        assertWithinEdge(raw, 'body');
        body = this.parse(def.payload, raw, 'body', locale);
      } else {
        assertWithinEdge(request.params ?? {}, 'params');
        assertWithinEdge(request.query ?? {}, 'query');
        params = this.parse(def.params, request.params ?? {}, 'params', locale);
        query = this.parse(def.query, request.query ?? {}, 'query', locale);
        let rawBody: unknown = request.body ?? {};
        if (def.multipart) {
          const parsed = await readMultipart(request);
          rawBody = parsed.fields;
          files = parsed.files;
        }
        assertWithinEdge(rawBody, 'body');
        body = this.parse(def.body, rawBody, 'body', locale);
      }

      ctx = this.context({ params, query, body, files, user, session, locale, request, reply });
      const result = await def.handler(ctx as never);
      if (reply.sent) return;
      if (this.services.config.checkReplies && 'endpoint' in def && def.endpoint) checkReply(def.endpoint, result);
      if (result instanceof FileReply) {
        const override = typeof (request.body as { fileName?: unknown } | undefined)?.fileName === 'string'
          ? String((request.body as { fileName: string }).fileName) : undefined;
        const name = override || result.name;
        // User files keep their declared type only when it is on the allow list; attachment in any case.
        reply.header('content-type', servedFileType(result.contentType).contentType);
        reply.header('content-disposition', `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`);
        await reply.send(result.body);
        return;
      }
      if (result instanceof StreamReply) {
        await reply.headers(result.headers).send(result.body); // resolves when the stream ends or the client leaves
        return;
      }
      const withPvg = !('payloadOnly' in def) && def.withPvg;
      if (result instanceof JsonDataReply) {
        await reply.header('content-type', 'application/json; charset=utf-8').send(`{"code":${ReplyCode.ok},"msg":"ok","data":${result.json}}`);
        return;
      }
      if (result instanceof EnvelopeReply) {
        await reply.send({ code: result.code, msg: 'ok', data: result.data ?? null });
        return;
      }
      if (Array.isArray(result)) {
        await sendListReply(reply, `{"code":${ReplyCode.ok},"msg":"ok","data":`, result);
        return;
      }
      const envelope: Record<string, unknown> = { code: ReplyCode.ok, msg: 'ok', data: result ?? null };
      if (withPvg && result && typeof result === 'object' && 'pvg' in result) envelope.pvg = (result as { pvg: unknown }).pvg;
      await reply.send(envelope);
    } catch (error) {
      await this.sendError(error, request, reply, locale);
    } finally {
      ctx?.release();
    }
  }

  /** Whether a user may do resource + action (manager, allow-list, deny-list). */
  allows(user: AuthUser, resource: string, action: string): boolean {
    return isAllowed({
      manager: user.manager,
      prosCons: user.prosCons,
      pvg: user.pvg ?? this.allKeys,
      allP: user.allP ?? this.allKeys,
    }, resource, action);
  }

  /** Send any error as the catalogue reply (never a stack trace). */
  async sendError(error: unknown, request: FastifyRequest, reply: FastifyReply, locale: ServerLocale = localeFromHeader(request.headers['accept-language'])): Promise<void> {
    const apiError = toApiError(error);
    if (apiError.code === ReplyCode.failure) request.log.error({ err: error }, 'request failed');
    this.onRefusal(apiError.code, apiError.httpStatus);
    const body: Record<string, unknown> = {
      code: apiError.code,
      msg: this.translator.t(locale, apiError.messageKey, apiError.options.vars),
      data: apiError.options.data ?? null,
    };
    if (apiError.options.kfSysCode !== undefined) {
      body.kfSysCode = apiError.options.kfSysCode;
      body.kfSysMsg = body.msg;
    }
    if (apiError.options.errors) body.errors = apiError.options.errors;
    if (apiError.options.upgrade) body.upgrade = true;
    for (const [name, value] of Object.entries(apiError.options.headers ?? {})) reply.header(name, value);
    await reply.status(apiError.httpStatus).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private parse(schema: z.ZodType | undefined, value: unknown, where: 'params' | 'query' | 'body', locale: ServerLocale): unknown {
    if (!schema) return value;
    const result = schema.safeParse(value);
    if (!result.success) throw validationError(result.error, where, this.translator, locale);
    return result.data;
  }
}

/** Read the session token from the Authentication header (Authorization: Bearer also accepted). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['authentication'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value) return value.trim().replace(/^Bearer\s+/i, '') || undefined;
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim() || undefined;
  return undefined;
}

/** Any thrown thing as an ApiError (Fastify's own errors mapped to clear 4xx replies). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const fastifyError = error as { code?: string; statusCode?: number } | undefined;
  switch (fastifyError?.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY': return Errors.badRequest('error.emptyJson');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH': return Errors.badRequest('error.badJson');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT': return new ApiError(ReplyCode.warning, 'error.tooLarge', { httpStatus: 413 });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': return new ApiError(ReplyCode.warning, 'edge.unsupportedMediaType', { httpStatus: 415 });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE': return Errors.badRequest('error.multipartExpected');
    case 'FST_ERR_MAX_PARAM_LENGTH': return new ApiError(ReplyCode.warning, 'edge.uriTooLong', { httpStatus: 414 });
    case 'FST_ERR_BAD_URL': return Errors.badRequest('edge.badRequest');
    default: break;
  }
  if (error instanceof SyntaxError) return Errors.badRequest('error.badJson');
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 429) return new ApiError(ReplyCode.warning, 'error.rateLimited', { httpStatus: 429 });
    // The status's own words, never the library's code (FST_STATIC_FORBIDDEN_PATH and the like are internal).
    return new ApiError(ReplyCode.warning, 'error.badRequest', { httpStatus: status, vars: { detail: STATUS_CODES[status] ?? String(status) } });
  }
  return new ApiError(ReplyCode.failure, 'error.internal');
}

/** A reply that does not match its endpoint's declared schema is a server bug: a logged 500 naming the fields. */
function checkReply(endpoint: AnyEndpoint, result: unknown): void {
  if (result instanceof FileReply) {
    if (!endpoint.file) throw new Error(`${endpoint.key} replied with a file but declares a JSON reply`);
    return;
  }
  if (endpoint.file) throw new Error(`${endpoint.key} declares a file reply but replied with JSON`);
  const data = result instanceof EnvelopeReply ? result.data : result instanceof JsonDataReply ? JSON.parse(result.json) as unknown : result;
  const parsed = endpoint.reply.safeParse(JSON.parse(JSON.stringify(data ?? null)));
  if (!parsed.success) throw new Error(`${endpoint.key} replied outside its declared schema: ${parsed.error.message}`);
}

function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
}

/** Route keys of defs, for messages. */
export function keysOf(defs: readonly AnyRouteDef[]): string[] {
  return defs.map(routeKey);
}
