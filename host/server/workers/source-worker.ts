/**
 * Starts a worker thread on a module of this server, from its TypeScript source when the server runs from sources
 * (npm run serve, tests: the entry is loaded through tsx's register API) or from its built `.js` beside it.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
(async () => {
  if (workerData.tsx) { const api = await import(workerData.tsx); (api.register ?? api.default.register)(); }
  await import(workerData.entry);
})();
`;

/**
 * A worker running `entry` (a module url ending in `.ts`, or `.js` in a build: the extension follows the caller's
 * own, `callerUrl` = the caller's import.meta.url). The worker is unreferenced: it never keeps the process alive.
 */
export function startSourceWorker(callerUrl: string, entry: string, resourceLimits?: ResourceLimits): Worker {
  const fromSources = callerUrl.endsWith('.ts');
  const href = entryUrl(callerUrl, entry);
  const tsx = fromSources ? tsxApi() : null;
  const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { entry: href, tsx }, ...(resourceLimits ? { resourceLimits } : {}) });
  worker.unref();
  return worker;
}

/**
 * Whether the entry's file is there: not in a single-file bundle of the server (the crash-restart bench runs one),
 * where the caller then does the work itself.
 */
export function sourceWorkerAvailable(callerUrl: string, entry: string): boolean {
  const url = new URL(entryUrl(callerUrl, entry));
  return url.protocol === 'file:' && existsSync(fileURLToPath(url));
}

function entryUrl(callerUrl: string, entry: string): string {
  return new URL(`${entry}.${callerUrl.endsWith('.ts') ? 'ts' : 'js'}`, callerUrl).href;
}

/** The ESM entry of tsx's register API (the package's 'import' export of tsx/esm/api). */
function tsxApi(): string {
  const cjs = createRequire(import.meta.url).resolve('tsx/esm/api');
  return pathToFileURL(cjs.replace(/\.cjs$/, '.mjs')).href;
}
