import type { z } from 'zod';

// An endpoint is declared once (method, path, input and reply schemas) and used by both sides: the server's route kit
// mounts and validates it (`kit.endpoint(Endpoint, { … handler })`), the browser calls it (`api.call(Endpoint, input)`)
// with the reply type inferred from the declaration.

/** HTTP method of an endpoint. */
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** 'repo' → {context}/api{path}; 'app' → POST {context}{path}.client; 'context' → {context}{path} (outside the API). */
export type EndpointStyle = 'repo' | 'app' | 'context';

/** The names of a path's `:params`: '/repo/kf-scene/loadScene/:id' → 'id'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's `:params` (each is encoded into the path). */
export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string | number };

/** What an endpoint declaration says. */
export interface EndpointSpec<
  M extends EndpointMethod = EndpointMethod,
  P extends string = string,
  PS extends z.ZodType | undefined = z.ZodType | undefined,
  QS extends z.ZodType | undefined = z.ZodType | undefined,
  BS extends z.ZodType | undefined = z.ZodType | undefined,
  RS extends z.ZodType = z.ZodType,
  F extends boolean = boolean,
  MP extends boolean = boolean,
> {
  readonly method: M;
  /** Path with :params, e.g. '/repo/kf-scene/loadScene/:id' (repo) or '/login' (app). */
  readonly path: P;
  /** Default 'repo'. */
  readonly style?: EndpointStyle;
  /** Schema of the path params (the server validates them; the browser fills the path from them). */
  readonly params?: PS;
  /** Schema of the query string. */
  readonly query?: QS;
  /** Schema of the JSON body, or of the text fields of a multipart upload. */
  readonly body?: BS;
  /** Schema of the reply's `data` (the server's handler must return it; the browser's reply type is inferred from it); z.never() for a file. */
  readonly reply: RS;
  /** A multipart upload: the browser sends FormData (with progress), the server reads text fields into the body. */
  readonly multipart?: MP;
  /** The reply is a file (content-disposition) instead of the JSON envelope; the browser resolves with a DownloadedFile. */
  readonly file?: F;
  /** One line for the OpenAPI document. */
  readonly summary?: string;
}

/** A declared endpoint. */
export interface Endpoint<
  M extends EndpointMethod = EndpointMethod,
  P extends string = string,
  PS extends z.ZodType | undefined = z.ZodType | undefined,
  QS extends z.ZodType | undefined = z.ZodType | undefined,
  BS extends z.ZodType | undefined = z.ZodType | undefined,
  RS extends z.ZodType = z.ZodType,
  F extends boolean = boolean,
  MP extends boolean = boolean,
> extends EndpointSpec<M, P, PS, QS, BS, RS, F, MP> {
  readonly style: EndpointStyle;
  /** 'GET /repo/kf-scene/loadScene/:id', 'POST /login.client', 'GET {context}/resources/:id' (as the server's route table names it). */
  readonly key: string;
}

/** Any declared endpoint. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<EndpointMethod, string, any, any, any, any, boolean, boolean>;

/** Declare an endpoint. */
export function defineEndpoint<
  const M extends EndpointMethod,
  const P extends string,
  RS extends z.ZodType,
  PS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
  BS extends z.ZodType | undefined = undefined,
  const F extends boolean = false,
  const MP extends boolean = false,
>(spec: EndpointSpec<M, P, PS, QS, BS, RS, F, MP>): Endpoint<M, P, PS, QS, BS, RS, F, MP> {
  const style = spec.style ?? 'repo';
  return Object.freeze({ ...spec, style, key: endpointKey({ method: spec.method, style, path: spec.path }) });
}

/** The key that names a route: 'GET /repo/kf-project/:uuid', 'POST /login.client', 'GET {context}/resources/:id'. */
export function endpointKey(def: { readonly method: string; readonly style: EndpointStyle; readonly path: string }): string {
  if (def.style === 'app') return `${def.method} ${def.path}.client`;
  if (def.style === 'context') return `${def.method} {context}${def.path}`;
  return `${def.method} ${def.path}`;
}

type In<S> = S extends z.ZodType ? z.input<S> : never;
type OptionalWhenEmpty<K extends string, T> = [T] extends [never] ? unknown : Record<never, never> extends T ? { readonly [P in K]?: T } : { readonly [P in K]: T };

/** What the browser passes to call an endpoint: path params, query and body as the declaration says. */
export type EndpointInput<E extends AnyEndpoint> = E extends Endpoint<EndpointMethod, infer P, z.ZodType | undefined, infer QS, infer BS, z.ZodType, boolean, infer MP>
  ? ([PathParamNames<P>] extends [never] ? unknown : { readonly params: PathParams<P> })
    & OptionalWhenEmpty<'query', In<QS>>
    & (MP extends true ? { readonly body: FormData } : OptionalWhenEmpty<'body', In<BS>>)
  : never;

/** What the server's handler returns for an endpoint (its reply schema's input). */
export type EndpointReplyIn<E extends AnyEndpoint> = z.input<E['reply']>;

/** What the browser receives: the reply schema's output, or a downloaded file. */
export type EndpointReplyOf<E extends AnyEndpoint> = z.output<E['reply']>;

/** Fill a path's :params ('/a/:id' + { id: 'x y' } → '/a/x%20y'); a missing param is an error, never 'undefined' in the url. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Path parameter '${name}' of ${path} is missing`);
    return encodeURIComponent(String(value));
  });
}
