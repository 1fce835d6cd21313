import { BehaviorSubject, Subject } from 'rxjs';
import type {
  AnyEndpoint, ApiNavigation, ApiService, AppCallRequest, CallArgs, CallReply, DownloadedFile, NotificationService, RepoRequest, UploadProgress,
} from '../../../sdk/index.js';
import { fillPath } from '../../../sdk/contract/endpoint.js';
import { fileNameFromContentDisposition } from './content-disposition.js';
import { apiLocales, type ApiTextKey } from './locales.js';
import { capturePristineNetwork, type PristineNetwork } from './pristine-network.js';
import { interpretReply, type Notice, type RawReply, type ReplyOutcome } from './reply-interpreter.js';

/** What the api service needs from its surroundings; everything but baseUrl is optional. */
export interface ApiServiceOptions {
  /** Base address: origin (optional in a browser) plus the context, e.g. '/cloud'. */
  readonly baseUrl: string;
  /** The stored token, read on every call. */
  readonly token?: () => string | undefined;
  /** Whether the session has passed a check. */
  readonly checked?: () => boolean;
  /** Clear the session after a timeout or forced sign-out. */
  readonly clearSession?: (reason: 'timeout' | 'forced') => void;
  /** Where notices go. */
  readonly notifications?: () => NotificationService | undefined;
  /** Translate a key (falls back to the English catalogue when it returns the key itself). */
  readonly translate?: (key: string) => string;
  /** The interface language, sent as Accept-Language so the server's messages and mails use it. */
  readonly locale?: () => string | undefined;
  /** The clock, for the one-second dedupe. */
  readonly now?: () => number;
  /** The network functions to use (default: the page's, as they are when the service is made). */
  readonly network?: PristineNetwork;
}

const DEDUPE_MS = 1000;

/** How a call's messages are shown. */
interface CallOptions {
  readonly handle?: readonly number[];
  readonly silent?: boolean;
}

/** The api service over fetch (calls, downloads) and XMLHttpRequest (uploads with progress). */
export class HttpApiService implements ApiService {
  private readonly progress = new BehaviorSubject<UploadProgress | undefined>(undefined);
  private readonly navigation = new Subject<ApiNavigation>();
  private readonly lastShown = new Map<string, number>();
  readonly onDidUploadProgress = this.progress.asObservable();
  readonly onDidRequestNavigation = this.navigation.asObservable();
  readonly baseUrl: string;

  /** Kept when the service is made, before plugins run: a fetch wrapper a plugin installs later never sees our headers. */
  private readonly network: PristineNetwork;

  constructor(private readonly options: ApiServiceOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.network = options.network ?? capturePristineNetwork();
  }

  // Replies are not validated here: the server's handler is type-checked against the same reply schema and the API
  // suites parse every reply with it, so a second parse in the browser would only cost time on large scenes.
  async call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<CallReply<E>> {
    const [input, options] = args as [{ params?: Record<string, string | number>; query?: RepoRequest['query']; body?: unknown } | undefined, CallArgs<E>[1]];
    const path = fillPath(endpoint.path, input?.params);
    if (endpoint.multipart) {
      if (!(input?.body instanceof FormData)) throw new TypeError(`${endpoint.key} takes FormData as its body`);
      const uploadPath = endpoint.style === 'app' ? `${path}.client` : `${path}${searchOf(input.query)}`;
      return this.sendUpload(uploadPath, input.body, options?.onProgress, options);
    }
    if (endpoint.style === 'app') {
      return this.app({ path, data: input?.body as Record<string, unknown> | undefined, handle: options?.handle, silent: options?.silent });
    }
    const request: RepoRequest = {
      method: endpoint.method, path, query: input?.query, body: input?.body,
      fileName: options?.fileName, handle: options?.handle, silent: options?.silent,
    };
    return (endpoint.file ? this.download(request) : this.repo(request)) as Promise<CallReply<E>>;
  }

  async repo<T>(request: RepoRequest): Promise<T> {
    const response = await this.send(this.repoUrl(request), this.repoInit(request), request);
    if (response instanceof Response) return (await this.toFile(response, requestedName(request))) as T;
    return response as T;
  }

  async app<T>(request: AppCallRequest): Promise<T> {
    const payload = { server: request.server, method: request.method, ...request.data };
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...this.commonHeaders() };
    if (request.server) headers.server = request.server;
    if (request.method) headers.method = request.method;
    const init: RequestInit = { method: 'POST', headers, body: JSON.stringify(payload), credentials: 'include' };
    const response = await this.send(`${this.baseUrl}${request.path}.client`, init, request);
    if (response instanceof Response) return (await this.toFile(response, undefined)) as T;
    return response as T;
  }

  async download(request: RepoRequest): Promise<DownloadedFile> {
    const result = await this.send(this.repoUrl(request), this.repoInit(request), request, true);
    if (result instanceof Response) return this.toFile(result, requestedName(request));
    // A JSON reply to a download: keep it as a file as well.
    const blob = new Blob([JSON.stringify(result)], { type: 'application/json' });
    return { name: requestedName(request) ?? 'download.json', blob };
  }

  upload<T>(path: string, form: FormData, onProgress?: (progress: UploadProgress) => void): Promise<T> {
    return this.sendUpload<T>(path, form, onProgress, undefined);
  }

  /** An upload whose reply codes in `call.handle` (or every one with `call.silent`) show no message. */
  private async sendUpload<T>(path: string, form: FormData, onProgress: ((progress: UploadProgress) => void) | undefined, call: CallOptions | undefined): Promise<T> {
    const url = path.endsWith('.client') ? `${this.baseUrl}${path}` : `${this.baseUrl}/api${path}`;
    const report = (value: UploadProgress) => {
      this.progress.next(value);
      onProgress?.(value);
    };
    report(0);
    try {
      const raw = this.network.xhr ? await this.xhrUpload(this.network.xhr, url, form, report) : await this.fetchUpload(url, form);
      report(1);
      return this.settle(interpretReply(raw, this.replyContext(call))) as T;
    } finally {
      this.progress.next(undefined);
    }
  }

  /** Apply an outcome: notices, session end, navigation; return data or throw. */
  private settle(outcome: ReplyOutcome): unknown {
    if (outcome.ok) return outcome.data;
    if (outcome.notice) this.show(outcome.notice);
    if (outcome.signOut) this.options.clearSession?.(outcome.signOut);
    if (outcome.navigate) this.navigation.next(outcome.navigate);
    throw outcome.error;
  }

  private show(notice: Notice): void {
    const now = (this.options.now ?? Date.now)();
    if (notice.dedupeKey) {
      const last = this.lastShown.get(notice.dedupeKey);
      if (last !== undefined && now - last < DEDUPE_MS) return;
      this.lastShown.set(notice.dedupeKey, now);
    }
    this.options.notifications?.()?.notify(notice.kind, notice.message, notice.title, notice.action);
  }

  private t = (key: ApiTextKey): string => {
    const translated = this.options.translate?.(key);
    return translated && translated !== key ? translated : apiLocales.en[key];
  };

  private replyContext(call: CallOptions | undefined) {
    return { t: this.t, checked: this.options.checked?.() ?? false, handle: call?.handle, silent: call?.silent };
  }

  /** The token and the interface language, sent with every call. */
  private commonHeaders(): Record<string, string> {
    const token = this.options.token?.();
    const locale = this.options.locale?.();
    return { ...(token ? { Authentication: token } : {}), ...(locale ? { 'Accept-Language': locale } : {}) };
  }

  private repoUrl(request: RepoRequest): string {
    const path = request.path.startsWith('/') ? request.path : `/${request.path}`;
    return `${this.baseUrl}/api${path}${searchOf(request.query)}`;
  }

  private repoInit(request: RepoRequest): RequestInit {
    const headers: Record<string, string> = { ...this.commonHeaders() };
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined && request.method !== 'GET') {
      body = JSON.stringify(request.body);
      headers['Content-Type'] = 'application/json';
    }
    return { method: request.method, headers, body, credentials: 'include' };
  }

  /** Run a fetch; resolve with the data, or with the Response when it is a file. */
  private async send(url: string, init: RequestInit, handle: CallOptions, preferFile = false): Promise<unknown> {
    let response: Response;
    try {
      response = await this.network.fetch(url, init);
    } catch {
      return this.settle(interpretReply({ status: 0, body: undefined }, this.replyContext(handle)));
    }
    const disposition = response.headers.get('content-disposition');
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && (disposition || (preferFile && !type.includes('application/json')))) return response;
    const raw: RawReply = { status: response.status, body: await readBody(response, type) };
    return this.settle(interpretReply(raw, this.replyContext(handle)));
  }

  private async toFile(response: Response, fileName: string | undefined): Promise<DownloadedFile> {
    const name = fileName ?? fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? lastSegment(response.url) ?? 'download';
    return { name, blob: await response.blob() };
  }

  private xhrUpload(pristine: NonNullable<PristineNetwork['xhr']>, url: string, form: FormData, report: (value: UploadProgress) => void): Promise<RawReply> {
    return new Promise((resolve) => {
      const xhr = pristine.create();
      pristine.open.call(xhr, 'POST', url, true);
      xhr.withCredentials = true;
      for (const [key, value] of Object.entries(this.commonHeaders())) pristine.setRequestHeader.call(xhr, key, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) report(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => resolve({ status: xhr.status, body: parseText(xhr.responseText) });
      xhr.onerror = () => resolve({ status: 0, body: undefined });
      xhr.onabort = () => resolve({ status: 0, body: undefined });
      pristine.send.call(xhr, form);
    });
  }

  private async fetchUpload(url: string, form: FormData): Promise<RawReply> {
    try {
      const response = await this.network.fetch(url, { method: 'POST', headers: this.commonHeaders(), body: form, credentials: 'include' });
      return { status: response.status, body: await readBody(response, response.headers.get('content-type') ?? '') };
    } catch {
      return { status: 0, body: undefined };
    }
  }
}

async function readBody(response: Response, type: string): Promise<unknown> {
  const textBody = await response.text().catch(() => '');
  if (type.includes('json')) return parseText(textBody);
  return textBody.length ? parseText(textBody) : undefined;
}

function parseText(textBody: string): unknown {
  if (!textBody) return undefined;
  try {
    return JSON.parse(textBody);
  } catch {
    return textBody;
  }
}

function lastSegment(url: string): string | undefined {
  try {
    const segment = new URL(url).pathname.split('/').pop();
    return segment ? decodeURIComponent(segment) : undefined;
  } catch {
    return undefined;
  }
}

/** The request's own file name: its fileName, or a fileName field in its JSON body. */
function requestedName(request: RepoRequest): string | undefined {
  if (request.fileName) return request.fileName;
  const body = request.body as { fileName?: unknown } | undefined;
  return body && typeof body === 'object' && !(body instanceof FormData) && typeof body.fileName === 'string' ? body.fileName : undefined;
}

/** '?a=1&b=2' of a query (undefined values left out), or ''. */
function searchOf(query: RepoRequest['query']): string {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  return entries.length ? `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}` : '';
}
