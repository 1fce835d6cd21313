/** A reply as the tests see it. */
export interface Reply<T = unknown> {
  /** HTTP status. */
  readonly status: number;
  /** Envelope code (undefined when the body is not an envelope). */
  readonly code: number | undefined;
  readonly msg: string | undefined;
  readonly data: T;
  readonly kfSysCode: number | undefined;
  /** The parsed JSON body (or undefined). */
  readonly body: Record<string, unknown> | undefined;
  readonly headers: Headers;
  /** Raw bytes for downloads. */
  readonly bytes: Buffer;
}

/** A file for a multipart upload. */
export interface UploadFile {
  readonly field: string;
  readonly name: string;
  readonly data: Uint8Array | string;
  readonly type?: string;
}

/** Tiny HTTP client of the platform server for tests (both call styles, multipart). */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly token?: string,
    readonly locale?: string,
    readonly context = '/cloud',
  ) {}

  /** The same client with a token. */
  withToken(token: string | undefined): ApiClient {
    return new ApiClient(this.baseUrl, token, this.locale, this.context);
  }

  /** The same client sending Accept-Language. */
  withLocale(locale: string | undefined): ApiClient {
    return new ApiClient(this.baseUrl, this.token, locale, this.context);
  }

  /** Repo-style call: {context}/api{path}; query values appended; body sent as JSON. */
  repo<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, query?: Record<string, string | number | boolean | undefined>): Promise<Reply<T>> {
    const url = new URL(`${this.baseUrl}${this.context}/api${path}`);
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    return this.send<T>(method, url.toString(), body === undefined ? undefined : JSON.stringify(body), body === undefined ? {} : { 'content-type': 'application/json' });
  }

  /** Application-call style: POST {context}{path}.client with the payload and server/method headers. */
  app<T = unknown>(path: string, payload: Record<string, unknown> = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (typeof payload.server === 'string') headers.server = payload.server;
    if (typeof payload.method === 'string') headers.method = payload.method;
    return this.send<T>('POST', `${this.baseUrl}${this.context}${path}.client`, JSON.stringify(payload), headers);
  }

  /** Multipart upload to a repo path (or an absolute path starting with the context when `absolute`). */
  upload<T = unknown>(path: string, fields: Record<string, string>, files: readonly UploadFile[], options: { absolute?: boolean; method?: 'POST' | 'PUT' } = {}): Promise<Reply<T>> {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const file of files) {
      const bytes = typeof file.data === 'string' ? new TextEncoder().encode(file.data) : file.data;
      form.append(file.field, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? 'application/octet-stream' }), file.name);
    }
    const url = options.absolute ? `${this.baseUrl}${path}` : `${this.baseUrl}${this.context}/api${path}`;
    return this.send<T>(options.method ?? 'POST', url, form, {});
  }

  /** Any request on the server (path from the root). */
  async raw(method: string, path: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}): Promise<Reply> {
    return this.send('' + method, `${this.baseUrl}${path}`, init.body, init.headers ?? {});
  }

  private async send<T>(method: string, url: string, body: BodyInit | undefined, headers: Record<string, string>): Promise<Reply<T>> {
    const allHeaders: Record<string, string> = { ...headers };
    if (this.token) allHeaders.Authentication = this.token;
    if (this.locale) allHeaders['Accept-Language'] = this.locale;
    const response = await fetch(url, { method, headers: allHeaders, body });
    const bytes = Buffer.from(await response.arrayBuffer());
    let json: Record<string, unknown> | undefined;
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      try {
        json = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
      } catch {
        json = undefined;
      }
    }
    return {
      status: response.status,
      code: typeof json?.code === 'number' ? json.code : undefined,
      msg: typeof json?.msg === 'string' ? json.msg : undefined,
      data: (json?.data ?? undefined) as T,
      kfSysCode: typeof json?.kfSysCode === 'number' ? json.kfSysCode : undefined,
      body: json,
      headers: response.headers,
      bytes,
    };
  }
}
