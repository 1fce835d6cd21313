import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';

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
}

/** A downloaded file. */
export interface DownloadedFile {
  /** File name from content-disposition or the request's fileName. */
  readonly name: string;
  /** The bytes. */
  readonly blob: Blob;
}

/** Talks to the platform server in both call styles and applies the error catalogue (spec 000 §8). */
export interface ApiService {
  /** A repo-style call; resolves with the reply's data. */
  repo<T>(request: RepoRequest): Promise<T>;
  /** An application-style call; resolves with the reply's data. */
  app<T>(request: AppCallRequest): Promise<T>;
  /** Download a file. */
  download(request: RepoRequest): Promise<DownloadedFile>;
  /** Upload multipart form data with progress. */
  upload<T>(path: string, form: FormData, onProgress?: (progress: UploadProgress) => void): Promise<T>;
  /** Emits the progress (0..1) of the running upload, or undefined when none runs. */
  readonly onDidUploadProgress: Observable<UploadProgress | undefined>;
}

/** Service id of the api service. */
export const ApiService = createServiceId<ApiService>('api');
