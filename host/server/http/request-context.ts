// What a handler receives, built once per request without copying the server's services into it (issue 28: the
// route runner spread some twenty services into a new object on every request, and made the quota's per-request view
// and read the client address even when the handler used neither). The services are the prototype of every context;
// the quota's view is made on first use and released by the runner when the request ends; the address is read on use.
import { Errors } from './api-error.js';
import type { ServerLocale } from '../../../sdk/contract/envelope.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthSession, AuthUser } from '../auth/auth-user.js';
import type { Quota } from '../modules/quota/quota.js';
import type { Translator } from '../i18n/translator.js';
import type { RouteContext, ServerServices, UploadedFile } from './route-kit.js';

/** The per-request fields of a context. */
export interface RequestFields {
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
  readonly files: readonly UploadedFile[];
  readonly user: AuthUser;
  readonly session: AuthSession | undefined;
  readonly locale: ServerLocale;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** A handler's context with the release of what it held. */
export type RequestContext = RouteContext & { release(): void };

/** A maker of contexts whose prototype is `services`. */
export function requestContexts(services: ServerServices, translator: Translator): (fields: RequestFields) => RequestContext {
  class Context {
    readonly params: unknown;
    readonly query: unknown;
    readonly body: unknown;
    readonly files: readonly UploadedFile[];
    readonly user: AuthUser;
    readonly session: AuthSession | undefined;
    readonly locale: ServerLocale;
    readonly request: FastifyRequest;
    readonly reply: FastifyReply;
    /** Bound: handlers pass it around as a function. */
    readonly t: (key: string, vars?: Record<string, string | number>) => string;
    private quotaView: { readonly quota: Quota; release(): void } | undefined;

    constructor(fields: RequestFields) {
      this.params = fields.params;
      this.query = fields.query;
      this.body = fields.body;
      this.files = fields.files;
      this.user = fields.user;
      this.session = fields.session;
      this.locale = fields.locale;
      this.request = fields.request;
      this.reply = fields.reply;
      this.quotaView = undefined;
      const locale = fields.locale;
      this.t = (key, vars) => translator.t(locale, key, vars);
    }

    /** The quota as this request sees it (its first space check waits for the user's turn; see Quota.forRequest). */
    get quota(): Quota {
      return (this.quotaView ??= services.quota.forRequest()).quota;
    }

    get address(): string {
      return this.request.ip;
    }

    file(field: string): UploadedFile {
      const found = this.files.find((f) => f.field === field);
      if (!found) throw Errors.badRequest('error.fileMissing', { field });
      return found;
    }

    /** Give back the user's turn the quota took, if any (the request has ended). */
    release(): void {
      this.quotaView?.release();
    }
  }
  Object.setPrototypeOf(Context.prototype, services);
  return (fields) => new Context(fields) as unknown as RequestContext;
}
