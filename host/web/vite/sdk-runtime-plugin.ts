import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** One module of the SDK that the page provides to plugins it loads from a URL. */
export interface SdkRuntimeEntry {
  /** The bare specifier a plugin imports, e.g. '@scene-platform/sdk'. */
  readonly specifier: string;
  /** Name of the build entry. */
  readonly name: string;
  /** Source file, relative to the repository. */
  readonly source: string;
  /** Where the build writes it, relative to the web root. */
  readonly output: string;
}

/** The SDK entries of the published package that exist at run time (`./testing` is for tests, not for the page). */
export const SDK_RUNTIME_ENTRIES: readonly SdkRuntimeEntry[] = [
  { specifier: '@scene-platform/sdk', name: 'sdk', source: 'sdk/package-index.ts', output: 'sdk/index.js' },
  { specifier: '@scene-platform/sdk/viewport', name: 'sdk-viewport', source: 'sdk/viewport/index.ts', output: 'sdk/viewport.js' },
  { specifier: '@scene-platform/sdk/endpoints', name: 'sdk-endpoints', source: 'sdk/endpoints.ts', output: 'sdk/endpoints.js' },
];

const SDK_DIR = `${repoRoot}sdk/`;

/** Whether a module id is a source file of the SDK (sdk/…, not its tests). */
export function isSdkModule(id: string): boolean {
  return id.startsWith(SDK_DIR) && !/\.test\.tsx?$/.test(id);
}

/** The page's import map: each SDK specifier to the URL of the designer's own module. */
export function sdkImportMap(command: 'serve' | 'build', base: string, entries: readonly SdkRuntimeEntry[] = SDK_RUNTIME_ENTRIES): { imports: Record<string, string> } {
  const imports: Record<string, string> = {};
  for (const entry of entries) {
    // In dev the page loads the SDK's sources through /@fs/; the map names the very same URLs, so one instance.
    imports[entry.specifier] = command === 'serve' ? `/@fs/${repoRoot.replace(/^\//, '')}${entry.source}` : `${base}${entry.output}`;
  }
  return { imports };
}

/**
 * Provides the designer's SDK module to plugins loaded from a URL. The build emits the SDK entries as modules of
 * their own with fixed names (sdk/index.js, sdk/viewport.js) that share their chunks with the app, and the page
 * carries an import map, so `import { MIXED } from '@scene-platform/sdk'` in a plugin gets the very objects the
 * designer uses: constants, classes and stream types are shared, and a plugin bundle need not carry a copy.
 */
export function sdkRuntimePlugin(entries: readonly SdkRuntimeEntry[] = SDK_RUNTIME_ENTRIES): Plugin {
  let command: 'serve' | 'build' = 'build';
  let base = '/';
  return {
    name: 'scene-sdk-runtime',
    config(config, env) {
      if (env.command !== 'build') return undefined;
      const root = config.root ? fileURLToPath(new URL(config.root.replace(/\/?$/, '/'), `file://${repoRoot}`)) : repoRoot;
      // The pages: the app's, and a publish link's (viewer.html: the viewer's own entry, which the server sends for a link's address).
      const input: Record<string, string> = { index: `${root.replace(/\/$/, '')}/index.html` };
      if (existsSync(`${root.replace(/\/$/, '')}/viewer.html`)) input.viewer = `${root.replace(/\/$/, '')}/viewer.html`;
      for (const entry of entries) input[entry.name] = `${repoRoot}${entry.source}`;
      const named = new Map(entries.map((e) => [e.name, e.output]));
      return {
        build: {
          rolldownOptions: {
            input,
            // The SDK entries keep their exports (the page's own entry has none to keep); an entry chunk may export more
            // than its module does, which the player's chunk group needs (host/web/vite/player-chunk.ts).
            preserveEntrySignatures: 'allow-extension',
            output: { entryFileNames: (chunk: { name: string }) => named.get(chunk.name) ?? 'assets/[name]-[hash].js' },
          },
        },
      };
    },
    configResolved(config) {
      command = config.command;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', attrs: { type: 'importmap' }, children: JSON.stringify(sdkImportMap(command, base, entries)), injectTo: 'head-prepend' }],
    },
  };
}
