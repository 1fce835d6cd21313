import type { TestApi, TestUser } from '../support/server.js';
import type { UploadFile } from '../support/api-client.js';

/** Ids of the owner's items, by name ('projectUuid', 'messageId', 'sceneId', …). */
export type OwnerIds = Record<string, string>;

/** The request an intruder sends with the owner's ids. */
export interface AuthzRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Repo-style path under {context}/api (or under {context} itself with `context`). */
  readonly path: string;
  /** The path is a 'context' route under {context} (e.g. /resources/{pubResUuid}), not under {context}/api. */
  readonly context?: boolean;
  readonly body?: unknown;
  readonly query?: Record<string, string | number | boolean | undefined>;
  /** Send as multipart instead of JSON. */
  readonly upload?: { readonly fields: Record<string, string>; readonly files: readonly UploadFile[] };
}

/**
 * One area's entries of the authorisation suite. Every route that needs a session must appear in exactly one
 * group's `cases`, `exempt` or `pending`, or the suite fails.
 */
export interface AuthzGroup {
  readonly name: string;
  /** Create the owner's items; the ids returned are merged into the ids every case receives. */
  setup?(api: TestApi, owner: TestUser, ids: OwnerIds): Promise<OwnerIds>;
  /** Route key ('GET /repo/kf-project/:uuid') → the intruder's request using the owner's ids. */
  readonly cases: Readonly<Record<string, (ids: OwnerIds) => AuthzRequest>>;
  /** Route key → why it takes no id of another user (acts only on the caller's own data). */
  readonly exempt?: Readonly<Record<string, string>>;
  /** Route key → why it is not covered yet (reported as a todo; keep this empty). */
  readonly pending?: Readonly<Record<string, string>>;
  /** After every intruder request: check the owner's items are unchanged. */
  verify?(api: TestApi, owner: TestUser, ids: OwnerIds): Promise<void>;
}
