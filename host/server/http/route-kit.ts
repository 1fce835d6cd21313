// Route kit: the one way to declare a server route.
//
// A route the browser calls is declared once in sdk/contract/endpoints/* (method, path, params/query/body and reply
// schemas) and mounted here with `kit.endpoint(LoadScene, { resource, action, handler })`: the handler's context is typed
// from the declared schemas and its return value must match the declared reply. `kit.route` below remains for routes
// no browser calls (server-to-server, files, health, docs).
//
//   // host/server/modules/<area>/<area>-routes.ts
//   export function projectRoutes(kit: RouteKit): void {
//     kit.route({
//       method: 'GET', style: 'repo', path: '/repo/kf-project/:uuid',   // → GET {context}/api/repo/kf-project/:uuid
//       resource: 'project', action: 'read',                              // permission key (spec 000 §6)
//       params: z.object({ uuid: z.string() }),                           // zod schemas from sdk/contract/*
//       summary: 'Get a project by uuid',
//       async handler(ctx) {
//         const project = await requireOwnedProject(ctx, ctx.params.uuid); // ownership → 404 refusal
//         return toProjectVo(project);                                     // → { code: 0, msg: 'ok', data }
//       },
//     });
//   }
//   // then append `projectRoutes` to host/server/modules/index.ts
//   // (requireOwnedProject lives in modules/projects/project-store.ts; quota in ctx.quota, bin in ctx.bin, blobs in ctx.blobs)
//
// - style 'app' mounts POST {context}{path}.client (the application-call style); payload is the body.
// - style 'context' mounts {context}{path} outside /api (file urls such as /resources/{pubResUuid}); key 'GET {context}/resources/:id'.
// - resource 'session' (check, logout, lock) is allowed to every signed-in user; others need their permission key.
// - auth: 'session' (default) needs the Authentication header; 'none' is public; 'optional' resolves a user if sent.
// - Throw `new ApiError(code, messageKey, {kfSysCode, httpStatus, vars})` or use `Errors.*` (api-error.ts);
//   zod failures become HTTP 400 / code 405 naming the field; anything else is a logged 500 without details.
// - Return `fileReply({...})` to send a download (content-disposition), `envelopeReply(code, data)` for an
//   unusual success code (e.g. 200 of import-scene-resource).
// - `multipart: true` parses a multipart upload: text fields go to ctx.body (validated by `body`), files to ctx.files.
// - kit.messages(table) adds message texts; kit.seed(name, fn) runs once on first start after the demo
//   account exists; kit.job(name, everyMs, fn) runs periodically (and on demand in tests); kit.binKind(...)
//   plugs a kind of item into the shared recycle bin (modules/recycle-bin/recycle-bin.ts); kit.storage({ name, bytes })
//   counts bytes a user owns outside the blob store in their used storage (blob references are counted already).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Turns } from '../db/shared-turns.js';
import type { InstanceBus } from '../events/instance-bus.js';
import type { SessionCache } from '../auth/session-cache.js';
import type { ProjectListCache } from '../modules/projects/project-list-cache.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ServerLocale } from '../../../sdk/contract/envelope.js';
import { endpointKey, type AnyEndpoint, type Endpoint, type EndpointReplyIn } from '../../../sdk/contract/endpoint.js';
import type { Clock } from '../clock.js';
import type { ServerConfig } from '../config.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { Db } from '../db/schema.js';
import type { MessageTable } from '../i18n/messages.js';
import type { AuthSession, AuthUser } from '../auth/auth-user.js';
import type { RecycleBin, BinKind } from '../modules/recycle-bin/recycle-bin.js';
import type { Quota } from '../modules/quota/quota.js';
import type { Mailer } from '../mail/mailer.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { JobKindDef } from '../jobs/job-kind.js';

/** HTTP method of a route. */
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** 'repo' → {context}/api{path}; 'app' → POST {context}{path}.client; 'context' → {context}{path} (outside the API, e.g. /resources/…). */
export type RouteStyle = 'repo' | 'app' | 'context';

/** An uploaded file of a multipart request. */
export interface UploadedFile {
  /** Form field name. */
  readonly field: string;
  /** File name as sent. */
  readonly filename: string;
  /** Declared MIME type. */
  readonly mimetype: string;
  /** The bytes. */
  readonly data: Buffer;
}

/** Services shared by every handler, seed and job. */
export interface ServerServices {
  readonly db: Db;
  readonly blobs: BlobStore;
  readonly clock: Clock;
  readonly config: ServerConfig;
  readonly bin: RecycleBin;
  readonly quota: Quota;
  /** Sends mail through the SMTP relay (`configured` false when there is none). */
  readonly mailer: Mailer;
  /** 'sqlite' or 'postgres', for the rare dialect-specific query. */
  readonly dialect: 'sqlite' | 'postgres';
  /** One holder per key at a time, across every instance on PostgreSQL (a check and the writes it allows). */
  readonly turns: Turns;
  /** Events to and from every instance (PostgreSQL NOTIFY/LISTEN; in memory on SQLite). */
  readonly events: InstanceBus;
  /** Sessions this instance resolved lately; a change the database does not announce by itself is forgotten here. */
  readonly sessions: SessionCache;
  /** Users' project lists as reply text, kept by this instance; every change to a projects row forgets its owner's. */
  readonly projectLists: ProjectListCache;
  /** The job queue (docs/jobs.md); `nudge` tells this instance's runner a job was queued. */
  readonly jobs: { readonly queue: JobQueue; nudge(): void };
  /** Every permission key routes declare (pvg/allP of users with the default role). */
  permissionKeys(): readonly string[];
  /** Translate a message key. */
  translate(locale: ServerLocale, key: string, vars?: Record<string, string | number>): string;
}

type Out<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

/** What a handler receives. */
export interface RouteContext<P = unknown, Q = unknown, B = unknown> extends ServerServices {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  /** Files of a multipart request (empty otherwise). */
  readonly files: readonly UploadedFile[];
  /** The signed-in user (for auth 'none' routes: a placeholder with empty id; check `ctx.session`). */
  readonly user: AuthUser;
  /** The session, when one was resolved. */
  readonly session: AuthSession | undefined;
  /** Reply language. */
  readonly locale: ServerLocale;
  /** Client address. */
  readonly address: string;
  /** Translate a key in the reply language. */
  t(key: string, vars?: Record<string, string | number>): string;
  /** The first file of a field, or a 400 naming the field. */
  file(field: string): UploadedFile;
  /** Raw request/reply, for the rare case (headers). */
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** A route declaration. */
export interface RouteDef<PS extends z.ZodType | undefined = undefined, QS extends z.ZodType | undefined = undefined, BS extends z.ZodType | undefined = undefined> {
  readonly method: RouteMethod;
  readonly style: RouteStyle;
  /** Path with :params, e.g. '/repo/kf-project/:uuid' (repo) or '/login' (app). */
  readonly path: string;
  /** Permission resource, e.g. 'project'. */
  readonly resource: string;
  /** Permission action, e.g. 'read', 'write', 'delete'. */
  readonly action: string;
  /** Default 'session'. */
  readonly auth?: 'session' | 'none' | 'optional';
  /** Allowed while the session is locked (check, unlock, logout). */
  readonly allowLocked?: boolean;
  readonly params?: PS;
  readonly query?: QS;
  readonly body?: BS;
  /** Shape of `data` in the reply, for the OpenAPI document. */
  readonly response?: z.ZodType;
  /** The route answers raw bytes of this media type on success instead of the JSON envelope (OpenAPI document). */
  readonly produces?: string;
  /** Parse a multipart upload (fields → body, files → ctx.files). */
  readonly multipart?: boolean;
  /** A top-level body field holding a scene content: a large body's worker checks it as it parses (checkedSceneContent). */
  readonly sceneContentField?: string;
  /** Also take an HTML form's body (application/x-www-form-urlencoded): only a page's own form posts (the sandbox pay page). */
  readonly formBody?: boolean;
  /** One line for the OpenAPI document. */
  readonly summary?: string;
  /** Send pvg in the envelope (login/check). */
  readonly withPvg?: boolean;
  /**
   * Regular expressions a path param must match, so a route can sit beside another at the same place
   * (findAll/{page} digits only, beside findAll/{projectId}).
   */
  readonly paramPatterns?: Readonly<Record<string, string>>;
  /** The declaration this route was mounted from (set by kit.endpoint). */
  readonly endpoint?: AnyEndpoint;
  handler(ctx: RouteContext<Out<PS>, Out<QS>, Out<BS>>): unknown;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Parts<E> = E extends Endpoint<any, any, infer PS, infer QS, infer BS, any, any, any> ? { params: PS; query: QS; body: BS } : never;
type OutOf<S> = [S] extends [z.ZodType] ? z.output<S> : Record<string, never>;

/** What a handler of an endpoint may return: the declared reply (or a file for a file endpoint, or an unusual success code). */
export type EndpointResult<E extends AnyEndpoint> = NonNullable<E['file']> extends true ? FileReply : ReadonlyDeep<EndpointReplyIn<E>> | EnvelopeReply | JsonDataReply<ReadonlyDeep<EndpointReplyIn<E>>>;

/** A handler may return readonly arrays and objects (it only gives them to JSON). */
type ReadonlyDeep<T> = T extends readonly (infer U)[] ? readonly ReadonlyDeep<U>[] : T extends object ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> } : T;

/** The server's half of an endpoint: permission, session rules and the handler. */
export interface EndpointImpl<E extends AnyEndpoint> {
  /** Permission resource, e.g. 'project'. */
  readonly resource: string;
  /** Permission action, e.g. 'read', 'write', 'delete'. */
  readonly action: string;
  /** Default 'session'. */
  readonly auth?: 'session' | 'none' | 'optional';
  /** Allowed while the session is locked (check, unlock, logout). */
  readonly allowLocked?: boolean;
  /** Send pvg in the envelope (login/check). */
  readonly withPvg?: boolean;
  /** The route answers raw bytes of this media type on success (OpenAPI document). */
  readonly produces?: string;
  /** A top-level body field holding a scene content: a large body's worker checks it as it parses (checkedSceneContent). */
  readonly sceneContentField?: string;
  /** Regular expressions path params must match (RouteDef.paramPatterns). */
  readonly paramPatterns?: Readonly<Record<string, string>>;
  handler(ctx: RouteContext<OutOf<Parts<E>['params']>, OutOf<Parts<E>['query']>, OutOf<Parts<E>['body']>>): EndpointResult<E> | Promise<EndpointResult<E>>;
}

/** The route an endpoint declaration and its server half make. */
export function endpointRoute<E extends AnyEndpoint>(endpoint: E, impl: EndpointImpl<E>): AnyRouteDef {
  return {
    method: endpoint.method, style: endpoint.style, path: endpoint.path,
    params: endpoint.params, query: endpoint.query, body: endpoint.body, response: endpoint.file ? undefined : endpoint.reply,
    multipart: endpoint.multipart, summary: endpoint.summary, endpoint,
    resource: impl.resource, action: impl.action, auth: impl.auth, allowLocked: impl.allowLocked, withPvg: impl.withPvg,
    produces: impl.produces, sceneContentField: impl.sceneContentField, paramPatterns: impl.paramPatterns,
    handler: impl.handler as AnyRouteDef['handler'],
  };
}

/** A route declaration with its schemas erased (stored in the route table). */
export type AnyRouteDef = RouteDef<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined>;

/** A periodic job. */
export interface JobDef {
  readonly name: string;
  readonly everyMs: number;
  run(services: ServerServices): Promise<void>;
}

/**
 * What a seed hook receives. The first-start seed is one transaction and `db` is that transaction: write through it
 * only (not through `blobs` or another connection, which on SQLite would wait for the transaction forever).
 */
export interface SeedContext extends ServerServices {
  /** The demo account and its default project (undefined when demo seeding is off). */
  readonly demo: { readonly userId: string; readonly projectUuid: string } | undefined;
}

/** Bytes a user owns outside the blob store (counted in their used storage and quota). */
export interface StorageCounterDef {
  readonly name: string;
  bytes(services: ServerServices, userId: string): Promise<number>;
}

/** A first-start seed hook. */
export interface SeedDef {
  readonly name: string;
  run(ctx: SeedContext): Promise<void>;
}

/** A method of the application-call dispatcher POST {context}/v.client ({ server, method, params }). */
export interface AppMethodDef<BS extends z.ZodType | undefined = undefined> {
  readonly server: string;
  readonly method: string;
  readonly resource: string;
  readonly action: string;
  /** Schema of the whole payload. */
  readonly payload?: BS;
  handler(ctx: RouteContext<Record<string, never>, Record<string, never>, Out<BS>>): unknown;
}

/** The registration surface handed to every module. */
export interface RouteKit {
  /** Declare a route. */
  route<PS extends z.ZodType | undefined = undefined, QS extends z.ZodType | undefined = undefined, BS extends z.ZodType | undefined = undefined>(
    def: RouteDef<PS, QS, BS>,
  ): void;
  /** Mount an endpoint declared in sdk/contract/endpoints (the browser calls it with api.call). */
  endpoint<E extends AnyEndpoint>(endpoint: E, impl: EndpointImpl<E>): void;
  /** Declare a method of POST {context}/v.client. */
  appMethod<BS extends z.ZodType | undefined = undefined>(def: AppMethodDef<BS>): void;
  /** Add message texts in the three languages. */
  messages(table: MessageTable): void;
  /** Run once on first start (after the demo account and project exist). */
  seed(def: SeedDef): void;
  /** Run periodically. */
  job(def: JobDef): void;
  /** A kind of background job taken from the job queue (jobs/job-runner.ts). */
  jobKind(def: JobKindDef): void;
  /** Plug a kind of item into the recycle bin. */
  binKind(kind: BinKind): void;
  /** Count bytes users own outside the blob store (e.g. saved scene content) in their used storage. */
  storage(def: StorageCounterDef): void;
  /** Run at shutdown before the server stops accepting (end long-lived replies such as event streams). */
  onClose(fn: () => void): void;
  /** Take HTTP upgrades (WebSocket) of a path under {context}/api. */
  upgrade(def: UpgradeDef): void;
}

/** Where an upgrade handler logs (the server's logger). */
export interface UpgradeLog {
  warn(fields: object, message: string): void;
}

/** A path that takes HTTP upgrades (a WebSocket endpoint), e.g. the data relay's socket. */
export interface UpgradeDef {
  /** Path under {context}/api, e.g. '/data-relay/socket' (the query is ignored when matching). */
  readonly path: string;
  /** Take the upgrade (or end the socket with an HTTP refusal). `address` is the client's, as requests see it. */
  handle(services: ServerServices, request: IncomingMessage, socket: Duplex, head: Buffer, address: string, log: UpgradeLog): void;
}

/** A module: registers its routes, texts, seeds, jobs. */
export type ServerModule = (kit: RouteKit) => void;

/** A download reply. */
export class FileReply {
  constructor(
    readonly name: string,
    readonly contentType: string,
    readonly body: Buffer | NodeJS.ReadableStream,
  ) {}
}

/** Send a file with content-disposition (the name may be overridden by the client's fileName). */
export function fileReply(file: { name: string; contentType?: string; body: Buffer | NodeJS.ReadableStream }): FileReply {
  return new FileReply(file.name, file.contentType ?? 'application/octet-stream', file.body);
}

/** A long-lived reply written as it goes (server-sent events): sent with its headers, answered when the body ends. */
export class StreamReply {
  constructor(
    readonly headers: Readonly<Record<string, string>>,
    readonly body: NodeJS.ReadableStream,
  ) {}
}

/** Reply with a stream of its own media type (the request lasts until the body ends or the client leaves). */
export function streamReply(contentType: string, body: NodeJS.ReadableStream, headers: Readonly<Record<string, string>> = {}): StreamReply {
  return new StreamReply({ ...headers, 'content-type': contentType }, body);
}

/** A success envelope with an unusual code. */
export class EnvelopeReply {
  constructor(
    readonly code: number,
    readonly data: unknown,
  ) {}
}

/** Reply `{ code, msg: 'ok', data }` with a code other than 0 (e.g. 200 for import-scene-resource). */
export function envelopeReply(code: number, data: unknown): EnvelopeReply {
  return new EnvelopeReply(code, data);
}

/**
 * A success envelope whose data is already JSON text (a cached reply), `T` being what the text holds: sent as
 * `{ code: 0, msg: 'ok', data: <json> }`; checked against the endpoint's schema like any reply where replies are checked.
 */
export class JsonDataReply<T = unknown> {
  declare private readonly holds?: T;
  constructor(readonly json: string) {}
}

/** The key that names a route in tables and tests: 'GET /repo/kf-project/:uuid', 'POST /login.client', 'GET {context}/resources/:id'. */
export function routeKey(def: { method: string; style: RouteStyle; path: string }): string {
  return endpointKey(def);
}

/** The url a route is mounted at under an API context ('/cloud'): repo '/cloud/api/…', app '/cloud/….client', context '/cloud/…'. */
export function routeUrl(def: { style: RouteStyle; path: string }, context: string): string {
  if (def.style === 'repo') return `${context}/api${def.path}`;
  if (def.style === 'app') return `${context}${def.path}.client`;
  return `${context}${def.path}`;
}
