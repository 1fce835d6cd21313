import { AutoReleaseWorkerPool } from '@babylonjs/core/Misc/workerPool.js';
import { transcodeKtx2 } from './ktx2-transcoder.js';
import { ktx2WorkerMain } from './ktx2-worker-main.js';

/** The source of a classic worker that loads the transcoder script (absolute URL: the worker lives at a blob: URL). */
export function ktx2WorkerSource(transcoderJsUrl: string, transcoderWasmUrl: string): string {
  return `importScripts(${JSON.stringify(transcoderJsUrl)});\n(${ktx2WorkerMain.toString()})(self, BASIS, ${transcodeKtx2.toString()}, ${JSON.stringify(transcoderWasmUrl)});\n`;
}

/**
 * A pool of KTX2 transcoding workers for Babylon's KhronosTextureContainer2.WorkerPool; workers start on first use.
 * Each is the bundled `ktx2.worker.ts`, served from its own URL with a policy of its own (the Basis transcoder builds
 * its bindings with Function(): eval is allowed there, not on the designer's page; docs/server.md). Its first message
 * names the transcoder's files.
 */
export function createKtx2WorkerPool(transcoderJsUrl: string, transcoderWasmUrl: string, maxWorkers: number): AutoReleaseWorkerPool {
  return new AutoReleaseWorkerPool(maxWorkers, async () => {
    const worker = new Worker(new URL('./ktx2.worker.ts', import.meta.url), { name: 'ktx2-transcoder' });
    worker.postMessage({ action: 'config', js: transcoderJsUrl, wasm: transcoderWasmUrl });
    return worker;
  });
}
