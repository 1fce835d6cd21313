import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const ENDPOINT_FILE = /\/sdk\/contract\/endpoints\/(?!index\.ts$)[^/]+\.ts$/;

/** What the browser's `api.call` reads of a declaration (sdk/contract/endpoint.ts); the schemas stay on the server. */
const CALL_FIELDS = ['method', 'path', 'style', 'key', 'multipart', 'file'] as const;

interface EndpointLike {
  readonly method: string;
  readonly path: string;
  readonly key: string;
}

function isEndpoint(value: unknown): value is EndpointLike {
  return typeof value === 'object' && value !== null && typeof (value as EndpointLike).key === 'string'
    && typeof (value as EndpointLike).method === 'string' && typeof (value as EndpointLike).path === 'string';
}

function descriptor(endpoint: EndpointLike): string {
  const light: Record<string, unknown> = {};
  for (const field of CALL_FIELDS) {
    const value = (endpoint as unknown as Record<string, unknown>)[field];
    if (value !== undefined) light[field] = value;
  }
  return `Object.freeze(${JSON.stringify(light)})`;
}

/**
 * The source of an endpoint declaration file as the browser gets it: each endpoint becomes its light descriptor
 * (method, path, style, key, multipart, file) and a record of endpoints a record of those descriptors. Anything else
 * (a zod schema) is left out, so a browser import of it fails the build instead of pulling zod into the page.
 */
export function lightEndpointModule(exports: Readonly<Record<string, unknown>>): string {
  const lines: string[] = [];
  const names = new Map<unknown, string>();
  for (const [name, value] of Object.entries(exports)) {
    if (!isEndpoint(value)) continue;
    names.set(value, name);
    lines.push(`export const ${name} = ${descriptor(value)};`);
  }
  for (const [name, value] of Object.entries(exports)) {
    if (isEndpoint(value) || typeof value !== 'object' || value === null) continue;
    const entries = Object.entries(value);
    if (entries.length === 0 || !entries.every(([, item]) => isEndpoint(item))) continue;
    const fields = entries.map(([key, item]) => `${JSON.stringify(key)}: ${names.get(item) ?? descriptor(item as EndpointLike)}`);
    lines.push(`export const ${name} = Object.freeze({ ${fields.join(', ')} });`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * In the browser build, every sdk/contract/endpoints/* module is replaced by its light descriptors: the page calls
 * endpoints by method and path and never parses a reply (core/services/api/http-api-service.ts), so the zod schemas
 * the server validates with would only cost the entry chunk (about 50 kB gzip). The declarations are evaluated at
 * build time, so there is one source; the compile-time reply types still come from the full declarations.
 */
export function endpointDescriptorsPlugin(): Plugin {
  return {
    name: 'scene-endpoint-descriptors',
    apply: 'build',
    async load(id) {
      const file = id.split('?')[0];
      if (!ENDPOINT_FILE.test(file)) return undefined;
      const { tsImport } = await import('tsx/esm/api');
      const exports = (await tsImport(pathToFileURL(file).href, pathToFileURL(`${repoRoot}/`).href)) as Record<string, unknown>;
      return lightEndpointModule(exports);
    },
  };
}
