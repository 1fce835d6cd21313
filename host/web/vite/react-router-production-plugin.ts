import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The react-router entries the app reaches (react-router-dom re-exports both), by bare specifier. */
const ENTRIES: Readonly<Record<string, string>> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };

/** The directory of react-router's production build (`dist/production`, beside the `dist/development` its exports name). */
export function reactRouterProductionDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
}

/**
 * Builds take react-router's production build. Its package.json exports only `dist/development`, whose
 * `ENABLE_DEV_WARNINGS = true` keeps every development warning (and its text) in a production bundle
 * (remix-run/react-router issues 12532 and 14102). The production files export the same API; `vite dev` and the tests
 * keep the development build and its warnings.
 */
export function reactRouterProductionPlugin(): Plugin {
  const dir = reactRouterProductionDir();
  return {
    name: 'scene-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      const file = ENTRIES[source];
      return file ? join(dir, file) : null;
    },
  };
}
