import { AutoReleaseWorkerPool } from '@babylonjs/core/Misc/workerPool.js';
import { transcodeKtx2 } from './ktx2-transcoder.js';
import type { BasisModule, Ktx2Caps, Ktx2Decoded } from './ktx2-transcoder.js';

type BasisFactory = (options: { wasmBinary: ArrayBuffer }) => Promise<BasisModule>;
interface DecodeMessage { action: string; data: Uint8Array; caps: Ktx2Caps }
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: { data: DecodeMessage }) => void): void;
  postMessage(message: unknown, transfer?: ArrayBuffer[]): void;
}

/**
 * The worker's body, run from its source text (so self-contained). It speaks the protocol of Babylon's KTX2 worker pool:
 * answers each { action: 'decode', data, caps } with { action: 'decoded', success, decodedData | msg }.
 */
function ktx2WorkerMain(scope: WorkerScope, createBasis: BasisFactory, transcode: (basis: BasisModule, bytes: Uint8Array, caps: Ktx2Caps) => Ktx2Decoded, wasmUrl: string): void {
  const ready = fetch(wasmUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`KTX2: could not load the transcoder ${wasmUrl} (HTTP ${response.status})`);
      return response.arrayBuffer();
    })
    .then((wasmBinary) => createBasis({ wasmBinary }))
    .then((basis) => {
      basis.initializeBasis();
      return basis;
    });
  scope.addEventListener('message', (event) => {
    if (event.data.action !== 'decode') return;
    const { data, caps } = event.data;
    ready
      .then((basis) => {
        const decodedData = transcode(basis, data, caps);
        scope.postMessage({ action: 'decoded', success: true, decodedData }, decodedData.mipmaps.map((m) => m.data.buffer as ArrayBuffer));
      })
      .catch((error: unknown) => scope.postMessage({ action: 'decoded', success: false, msg: error instanceof Error ? error.message : String(error) }));
  });
}

/** The source of a classic worker that loads the transcoder script (absolute URL: the worker lives at a blob: URL). */
export function ktx2WorkerSource(transcoderJsUrl: string, transcoderWasmUrl: string): string {
  return `importScripts(${JSON.stringify(transcoderJsUrl)});\n(${ktx2WorkerMain.toString()})(self, BASIS, ${transcodeKtx2.toString()}, ${JSON.stringify(transcoderWasmUrl)});\n`;
}

/** A pool of KTX2 transcoding workers for Babylon's KhronosTextureContainer2.WorkerPool; workers start on first use. */
export function createKtx2WorkerPool(transcoderJsUrl: string, transcoderWasmUrl: string, maxWorkers: number): AutoReleaseWorkerPool {
  let blobUrl: string | undefined;
  return new AutoReleaseWorkerPool(maxWorkers, async () => {
    blobUrl ??= URL.createObjectURL(new Blob([ktx2WorkerSource(transcoderJsUrl, transcoderWasmUrl)], { type: 'application/javascript' }));
    return new Worker(blobUrl);
  });
}
