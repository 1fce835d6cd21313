import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';
import type { AnyEndpoint, EndpointInput, EndpointReplyOf } from '../contract/endpoint.js';

export type { AnyEndpoint, Endpoint, EndpointInput, EndpointMethod, EndpointReplyOf, EndpointStyle, PathParams } from '../contract/endpoint.js';

/** Progress of an upload, 0..1. */
export type UploadProgress = number;

/** A repo-style request (under {context}/api). */
export interface RepoRequest {
  /** HTTP method. */
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under {context}/api, e.g. '/repo/kf-scene/loadScene/123'. */
  readonly path: string;
  /** Query parameters. */
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** JSON body, or FormData for multipart. */
  readonly body?: unknown;
  /** Override for the downloaded file's name. */
  readonly fileName?: string;
  /** Reply codes the caller handles itself: no catalogue message is shown for them (the call still rejects). */
  readonly handle?: readonly number[];
  /** Show no catalogue message at all (an optional probe); session effects of 103/104/106 still apply. */
  readonly silent?: boolean;
}

/** An application-call-style request (POST {path}.client with server/method headers). */
export interface AppCallRequest {
  /** Path without '.client', e.g. '/login', '/v', '/check'. */
  readonly path: string;
  /** Server name, sent as a header and in the payload. */
  readonly server?: string;
  /** Method name, sent as a header and in the payload. */
  readonly method?: string;
  /** The rest of the payload. */
  readonly data?: Readonly<Record<string, unknown>>;
  /** Reply codes the caller handles itself: no catalogue message is shown for them (the call still rejects). */
  readonly handle?: readonly number[];
  /** Show no catalogue message at all (an optional probe); session effects of 103/104/106 still apply. */
  readonly silent?: boolean;
}

/** A downloaded file. */
export interface DownloadedFile {
  /** File name from content-disposition or the request's fileName. */
  readonly name: string;
  /** The bytes. */
  readonly blob: Blob;
}

/** How one call's messages and progress are handled. */
export interface CallOptions {
  /** Reply codes the caller handles itself: no catalogue message is shown for them (the call still rejects). */
  readonly handle?: readonly number[];
  /** Show no catalogue message at all (an optional probe); session effects of 103/104/106 still apply. */
  readonly silent?: boolean;
  /** Override for a downloaded file's name. */
  readonly fileName?: string;
  /** Progress (0..1) of a multipart upload. */
  readonly onProgress?: (progress: UploadProgress) => void;
}

/** What `call` resolves with: the declared reply's data, or the file of a file endpoint. */
export type CallReply<E extends AnyEndpoint> = NonNullable<E['file']> extends true ? DownloadedFile : EndpointReplyOf<E>;

/** The arguments after the endpoint: the input may be left out when nothing in it is required. */
export type CallArgs<E extends AnyEndpoint> = Record<never, never> extends EndpointInput<E>
  ? [input?: EndpointInput<E>, options?: CallOptions]
  : [input: EndpointInput<E>, options?: CallOptions];

/** Talks to the platform server in both call styles and applies the error catalogue (spec 000 §8). */
export interface ApiService {
  /**
   * Call an endpoint declared in sdk/contract/endpoints (e.g. `api.call(LoadScene, { params: { id } })`); the reply type
   * comes from the declaration. Multipart endpoints take FormData as the body and report upload progress.
   */
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<CallReply<E>>;
  /**
   * A repo-style call by path; resolves with the reply's data.
   * @deprecated The reply type is the caller's guess: declare the endpoint and use `call`. Kept working for third-party plugins.
   */
  repo<T>(request: RepoRequest): Promise<T>;
  /**
   * An application-style call; resolves with the reply's data.
   * @deprecated Use `call` with an endpoint of style 'app'. Kept working for third-party plugins.
   */
  app<T>(request: AppCallRequest): Promise<T>;
  /**
   * Download a file.
   * @deprecated Use `call` with a file endpoint. Kept working for third-party plugins.
   */
  download(request: RepoRequest): Promise<DownloadedFile>;
  /**
   * Upload multipart form data with progress; path under {context}/api, or under {context} when it ends in '.client'.
   * @deprecated Use `call` with a multipart endpoint. Kept working for third-party plugins.
   */
  upload<T>(path: string, form: FormData, onProgress?: (progress: UploadProgress) => void): Promise<T>;
  /** Emits the progress (0..1) of the running upload, or undefined when none runs. */
  readonly onDidUploadProgress: Observable<UploadProgress | undefined>;
  /** Emits where the host must navigate after a session ends: 'root' (forced sign-out) or 'login' (timeout). */
  readonly onDidRequestNavigation: Observable<ApiNavigation>;
  /** The base address of the calls, e.g. '/cloud' or 'http://127.0.0.1:5190/cloud'. */
  readonly baseUrl: string;
}

/** Where the api service asks the host to go after a session ends (both are the login screen at '/'). */
export type ApiNavigation = 'root' | 'login';

/** What went wrong in a call: the reply code, system code, HTTP status and the translated message already shown (or not). */
export class ApiError extends Error {
  /** Reply code of the envelope (500 for a network failure, null when the reply had none). */
  readonly code: number | null;
  /** System code (kfSysCode), when the server sent one. */
  readonly sysCode: number | undefined;
  /** HTTP status (0 when the network failed). */
  readonly status: number;
  /** Request id from the response, when present. */
  readonly requestId: string | undefined;
  /** The reply's data, when any (e.g. field errors). */
  readonly data: unknown;
  /** The server's own message, when any. */
  readonly serverMessage: string | undefined;
  /** Field errors of a refused request (field → message), when the server sent them. */
  readonly fieldErrors: Readonly<Record<string, string>> | undefined;
  /** Whether the subscription plan refused (a gated feature, storage used up): offer the Upgrade link with the message. */
  readonly upgrade: boolean;

  constructor(message: string, init: { code: number | null; status: number; sysCode?: number; requestId?: string; data?: unknown; serverMessage?: string; fieldErrors?: Record<string, string>; upgrade?: boolean }) {
    super(message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.sysCode = init.sysCode;
    this.requestId = init.requestId;
    this.data = init.data;
    this.serverMessage = init.serverMessage;
    this.fieldErrors = init.fieldErrors;
    this.upgrade = init.upgrade ?? false;
  }
}

/** Service id of the api service; `ctx.get` of it needs the capability 'api.raw' (every call acts as the signed-in user). */
export const ApiService = createServiceId<ApiService>('api');
