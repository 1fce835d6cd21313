import type { BasisModule, Ktx2Caps, Ktx2Decoded } from './ktx2-transcoder.js';

export type BasisFactory = (options: { wasmBinary: ArrayBuffer }) => Promise<BasisModule>;
interface DecodeMessage { action: string; data: Uint8Array; caps: Ktx2Caps }
export interface WorkerScope {
  addEventListener(type: 'message', listener: (event: { data: DecodeMessage }) => void): void;
  postMessage(message: unknown, transfer?: ArrayBuffer[]): void;
}

/**
 * The worker's body, run from its source text (so self-contained). It speaks the protocol of Babylon's KTX2 worker pool:
 * answers each { action: 'decode', data, caps } with { action: 'decoded', success, decodedData | msg }.
 */
export function ktx2WorkerMain(scope: WorkerScope, createBasis: BasisFactory, transcode: (basis: BasisModule, bytes: Uint8Array, caps: Ktx2Caps) => Ktx2Decoded, wasmUrl: string): void {
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

