import { ReplyCode, SysCode } from '../../../sdk/contract/envelope.js';

/** Options of an ApiError. */
export interface ApiErrorOptions {
  /** System code sent as kfSysCode (its message as kfSysMsg). */
  readonly kfSysCode?: number;
  /** HTTP status; defaults from the reply code (0/404 → 200, 401 → 401, 405 → 400, 409 → 409, 500 → 500). */
  readonly httpStatus?: number;
  /** Values for the message's {placeholders}. */
  readonly vars?: Readonly<Record<string, string | number>>;
  /** Data sent along in the reply (e.g. the newer version on a conflict). */
  readonly data?: unknown;
  /** Field errors: field path → message key or text. */
  readonly errors?: Readonly<Record<string, string>>;
  /** Extra reply headers (e.g. Retry-After). */
  readonly headers?: Readonly<Record<string, string>>;
  /** A refusal by the subscription plan: the envelope says `upgrade: true` and the client offers an Upgrade link. */
  readonly upgrade?: boolean;
}

/** A refusal with a catalogue code and a message key, turned into the reply envelope in the user's language. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: string,
    readonly options: ApiErrorOptions = {},
  ) {
    super(messageKey);
  }

  /** The HTTP status to send. */
  get httpStatus(): number {
    if (this.options.httpStatus) return this.options.httpStatus;
    switch (this.code) {
      case ReplyCode.timeout: return 401;
      case ReplyCode.warning: return 400;
      case ReplyCode.conflict: return 409;
      case ReplyCode.failure: return 500;
      default: return 200;
    }
  }
}

/** Shorthands for the refusals every module needs. */
export const Errors = {
  /** Bad input (HTTP 400, code 405). */
  badRequest: (key: string, vars?: Record<string, string | number>, errors?: Record<string, string>) =>
    new ApiError(ReplyCode.warning, key, { httpStatus: 400, vars, errors }),
  /** Missing or foreign row: never reveal which (HTTP 404, code 405). */
  notFound: (key = 'error.notFound') => new ApiError(ReplyCode.warning, key, { httpStatus: 404 }),
  /** Not allowed (HTTP 403, code 405). */
  forbidden: (key = 'error.noPermission') => new ApiError(ReplyCode.warning, key, { httpStatus: 403 }),
  /** Plan gate (HTTP 403, code 405, 'upgrade your subscription'). */
  upgrade: () => new ApiError(ReplyCode.warning, 'error.upgrade', { httpStatus: 403, upgrade: true }),
  /** Conflict (HTTP 409, code 409). */
  conflict: (key: string, data?: unknown) => new ApiError(ReplyCode.conflict, key, { httpStatus: 409, data }),
  /** Over a storage quota (HTTP 413, code 405). */
  insufficientSpace: () => new ApiError(ReplyCode.warning, 'error.insufficientSpace', { httpStatus: 413, upgrade: true }),
  /** Storage already at the plan's limit: nothing more may be added (HTTP 413, code 405, 'space usage at maximum'). */
  spaceAtMax: () => new ApiError(ReplyCode.warning, 'error.spaceAtMax', { httpStatus: 413, upgrade: true }),
  /** Session problems (HTTP 401, code 401, kfSysCode 103/104/106). */
  timeout: (kfSysCode: number = SysCode.sessionExpired) =>
    new ApiError(ReplyCode.timeout, kfSysCode === SysCode.forcedOffline ? 'error.forcedOffline' : 'error.loginTimeout', { kfSysCode }),
  /** Login failure (HTTP 200, code 404, kfSysCode 101/102). */
  loginFailed: (kfSysCode: number = SysCode.badCredentials) =>
    new ApiError(ReplyCode.loginError, kfSysCode === SysCode.userNotFound ? 'error.userNotFound' : 'error.badCredentials', { kfSysCode }),
};
