import { ApiError, UPGRADE_ROUTE } from '../../../sdk/index.js';
import type { ApiNavigation, NotificationAction, NotificationKind } from '../../../sdk/index.js';
import type { ApiTextKey } from './locales.js';

/** What came back from one call, before interpretation. */
export interface RawReply {
  /** HTTP status; 0 when the network failed. */
  readonly status: number;
  /** The parsed JSON body, the text body, or undefined. */
  readonly body: unknown;
}

/** The facts the interpreter needs about the call and the session. */
export interface ReplyContext {
  /** Translate a catalogue key. */
  readonly t: (key: ApiTextKey) => string;
  /** Whether the session has passed a check (a 401 reply then means timeout). */
  readonly checked: boolean;
  /** Reply codes the caller handles itself. */
  readonly handle?: readonly number[];
  /** Show nothing for any failure. */
  readonly silent?: boolean;
}

/** A message to show. */
export interface Notice {
  /** Severity. */
  readonly kind: NotificationKind;
  /** Translated text. */
  readonly message: string;
  /** Translated title. */
  readonly title?: string;
  /** Key used to drop the same notice within one second. */
  readonly dedupeKey?: string;
  /** A link shown with it: Upgrade on a refusal by the plan. */
  readonly action?: NotificationAction;
}

/** The interpretation: the data, or an error with what to show and whether the session ends. */
export type ReplyOutcome =
  | { readonly ok: true; readonly data: unknown; readonly pvg?: unknown }
  | { readonly ok: false; readonly error: ApiError; readonly notice?: Notice; readonly signOut?: 'forced' | 'timeout'; readonly navigate?: ApiNavigation };

interface Envelope {
  code?: unknown;
  msg?: unknown;
  message?: unknown;
  data?: unknown;
  pvg?: unknown;
  kfSysCode?: unknown;
  kfSysMsg?: unknown;
  requestId?: unknown;
  errors?: unknown;
  upgrade?: unknown;
}

const SYSTEM_CODES = new Set([101, 102, 103, 104, 106, 200, 201, 202, 304]);
const FORCED_SIGN_OUT = new Set([103, 104, 106]);

function isObject(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return undefined;
}

/** Map a reply to data or to the catalogue's message and session effect (spec 000 §8). Pure. */
export function interpretReply(reply: RawReply, context: ReplyContext): ReplyOutcome {
  const { t } = context;
  const body = reply.body;
  const envelope = isObject(body) ? body : undefined;
  const serverMessage = envelope ? text(envelope.msg) ?? text(envelope.message) : typeof body === 'string' ? text(body) : undefined;
  const requestId = envelope ? text(envelope.requestId) : undefined;
  const data = envelope?.data;
  const fail = (message: string, code: number | null, extra: Omit<Extract<ReplyOutcome, { ok: false }>, 'ok' | 'error'> & { sysCode?: number } = {}): ReplyOutcome => {
    const { sysCode, ...effects } = extra;
    const fieldErrors = envelope && isObject(envelope.errors) ? (envelope.errors as Record<string, string>) : undefined;
    // A refusal by the plan (the server marks it) carries the Upgrade link to the plans screen, wherever it is shown.
    const upgrade = envelope?.upgrade === true;
    const error = new ApiError(message, { code, status: reply.status, sysCode, requestId, data, serverMessage, fieldErrors, upgrade });
    // A caller's handled codes are its own refusals (an import's refused lines, a save conflict); a refusal by the plan
    // is still shown, with its Upgrade link, unless the call is silent.
    const handled = context.silent || (!upgrade && code !== null && context.handle?.includes(code));
    const notice = handled || !effects.notice ? undefined
      : upgrade ? { ...effects.notice, action: { label: t('api.upgrade'), route: UPGRADE_ROUTE } } : effects.notice;
    return { ok: false, error, ...effects, notice };
  };

  // Network failure: HTTP status 0.
  if (reply.status === 0) {
    const message = t('api.checkNetwork');
    return fail(message, 500, { notice: { kind: 'error', message, dedupeKey: 'network' } });
  }

  // System codes (kfSysCode / kfSysMsg): translated warning, once a second; 103/104/106 end the session.
  const sysCode = envelope ? numberOf(envelope.kfSysCode) : undefined;
  if (sysCode !== undefined) {
    const known = SYSTEM_CODES.has(sysCode);
    const message = known ? t(`api.sys.${sysCode}` as ApiTextKey) : t('api.systemAnomaly');
    const forced = FORCED_SIGN_OUT.has(sysCode);
    return fail(message, numberOf(envelope?.code) ?? null, {
      sysCode,
      notice: { kind: 'warning', message, dedupeKey: `sys:${sysCode}` },
      signOut: forced ? 'forced' : undefined,
      navigate: forced ? 'root' : undefined,
    });
  }

  // HTTP 401: login timed out, back to the root.
  if (reply.status === 401) {
    const message = t('api.loginTimeout');
    return fail(message, 401, { notice: { kind: 'warning', message, dedupeKey: 'timeout' }, signOut: 'timeout', navigate: 'root' });
  }

  // Other HTTP failures: the request id in brackets with the server message, or 'sending request failed' and the response.
  if (reply.status < 200 || reply.status >= 300) {
    const code = envelope ? numberOf(envelope.code) ?? reply.status : reply.status;
    if (requestId) {
      const message = `[${requestId}] ${serverMessage ?? ''}`.trim();
      return fail(message, code, { notice: { kind: 'error', message } });
    }
    // A refusal in the envelope (e.g. HTTP 400 with code 405, HTTP 409 with code 409) follows the reply-code catalogue.
    if (envelope && numberOf(envelope.code) !== undefined) return interpretCode(code, envelope, serverMessage, context, fail);
    const detail = serverMessage ?? (typeof body === 'string' ? body : body === undefined ? `HTTP ${reply.status}` : JSON.stringify(body));
    const message = `${t('api.sendFailed')}: ${detail}`;
    return fail(message, code, { notice: { kind: 'error', message } });
  }

  if (!envelope || !('code' in envelope)) {
    // A 2xx reply without an envelope is plain data (e.g. a text file).
    return { ok: true, data: body };
  }
  return interpretCode(numberOf(envelope.code) ?? null, envelope, serverMessage, context, fail);
}

/**
 * Whether a code-200 reply is the success of import-scene-resource (spec 000 §7): a data array whose first
 * entry carries uuid and pubResUuid. Other code-200 replies stay outside the catalogue.
 */
export function isResourceImportSuccess(data: unknown): boolean {
  if (!Array.isArray(data) || data.length === 0) return false;
  const first: unknown = data[0];
  return isObject(first) && typeof (first as Record<string, unknown>).uuid === 'string' && typeof (first as Record<string, unknown>).pubResUuid === 'string';
}

function interpretCode(code: number | null, envelope: Envelope, serverMessage: string | undefined, context: ReplyContext, fail: (message: string, code: number | null, extra?: Omit<Extract<ReplyOutcome, { ok: false }>, 'ok' | 'error'>) => ReplyOutcome): ReplyOutcome {
  const { t } = context;
  switch (code) {
    case 0:
      return { ok: true, data: envelope.data, pvg: envelope.pvg };
    case 200:
      if (isResourceImportSuccess(envelope.data)) return { ok: true, data: envelope.data, pvg: envelope.pvg };
      return fail(serverMessage ?? t('api.requestFailed'), 200, { notice: { kind: 'warning', message: serverMessage ?? t('api.requestFailed') } });
    case 404: {
      const message = t('api.loginError');
      return fail(message, 404, { notice: { kind: 'error', message, title: t('api.loginError.title') } });
    }
    case 401: {
      const message = t('api.loginTimeout');
      return context.checked
        ? fail(message, 401, { notice: { kind: 'warning', message, dedupeKey: 'timeout' }, signOut: 'timeout', navigate: 'login' })
        : fail(message, 401, { notice: { kind: 'warning', message, dedupeKey: 'timeout' } });
    }
    case 405:
    case 409: {
      const message = serverMessage ?? t('api.requestFailed');
      return fail(message, code, { notice: { kind: 'warning', message } });
    }
    case 500:
      // Passed to the caller's error path without a message of our own.
      return fail(serverMessage ?? t('api.requestFailed'), 500);
    case null: {
      const message = t('api.requestFailed');
      return fail(message, null, { notice: { kind: 'error', message, title: t('api.systemAnomaly') } });
    }
    default: {
      // Codes outside the catalogue: show the server's message as a warning.
      const message = serverMessage ?? t('api.requestFailed');
      return fail(message, code, { notice: { kind: 'warning', message } });
    }
  }
}
