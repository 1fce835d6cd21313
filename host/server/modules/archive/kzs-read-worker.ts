/** Worker-thread entry: reads and verifies one .kzs at a time off the main thread (see kzs-worker.ts). */
import { parentPort } from 'node:worker_threads';
import { readKzs } from './kzs-reader.js';
import { KzsError } from './kzs-format.js';

/** A request to the worker. */
export interface KzsReadRequest { readonly id: number; readonly bytes: Uint8Array }

/** The worker's answer: the checked contents, or the refusal. */
export type KzsReadReply =
  | { readonly id: number; readonly ok: true; readonly manifest: unknown; readonly scene: unknown; readonly assets: [string, Uint8Array][] }
  | { readonly id: number; readonly ok: false; readonly code?: string; readonly message: string };

const port = parentPort;
if (port) {
  port.on('message', ({ id, bytes }: KzsReadRequest) => {
    try {
      const contents = readKzs(bytes);
      const assets = [...contents.assets.entries()];
      const reply: KzsReadReply = { id, ok: true, manifest: contents.manifest, scene: contents.scene, assets };
      port.postMessage(reply, assets.map(([, data]) => data.buffer as ArrayBuffer));
    } catch (error) {
      const reply: KzsReadReply = error instanceof KzsError
        ? { id, ok: false, code: error.code, message: error.message }
        : { id, ok: false, message: error instanceof Error ? error.message : String(error) };
      port.postMessage(reply);
    }
  });
}
