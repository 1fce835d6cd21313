/**
 * Reads .kzs archives on a worker thread: inflating, checksums, sha-256 of every asset and JSON parsing take seconds
 * for large archives, and on the main thread they would hold every other request (issue 12 items 1 and 2). One worker,
 * started on first use, reads one archive at a time; its heap is capped, so an archive that needs more memory is
 * refused instead of growing the server without bound.
 */
import type { Worker } from 'node:worker_threads';
import { startSourceWorker } from '../../workers/source-worker.js';
import { KzsError, type KzsErrorCode, type KzsManifest, type KzsScene } from './kzs-format.js';
import type { KzsContents } from './kzs-reader.js';
import type { KzsReadReply } from './kzs-read-worker.js';

/** Heap cap of the reading worker, in MB. */
export const KZS_WORKER_HEAP_MB = 768;

/** Counts archives handed to the worker (tests check that a refused archive never reached it). */
export const kzsWorkerStats = { reads: 0 };

type Pending = { resolve(contents: KzsContents): void; reject(error: Error): void };

class KzsWorker {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  read(bytes: Uint8Array): Promise<KzsContents> {
    kzsWorkerStats.reads++;
    const worker = this.start();
    const id = this.nextId++;
    const copy = new Uint8Array(bytes); // its own buffer, handed over without a second copy
    return new Promise<KzsContents>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, bytes: copy }, [copy.buffer]);
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = startSourceWorker(import.meta.url, './kzs-read-worker', { maxOldGenerationSizeMb: KZS_WORKER_HEAP_MB });
    worker.on('message', (reply: KzsReadReply) => this.settle(reply));
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
    };
    worker.on('error', (error: Error & { code?: string }) => fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY'
      ? new KzsError('too-large', `Reading the archive needs more than ${KZS_WORKER_HEAP_MB} MB of memory.`)
      : error));
    worker.on('exit', (code) => fail(new Error(`The archive reader stopped (exit code ${code}).`)));
    this.worker = worker;
    return worker;
  }

  private settle(reply: KzsReadReply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker?.unref();
    if (!reply.ok) {
      pending.reject(reply.code ? new KzsError(reply.code as KzsErrorCode, reply.message) : new Error(reply.message));
      return;
    }
    pending.resolve({ manifest: reply.manifest as KzsManifest, scene: reply.scene as KzsScene, assets: new Map(reply.assets) });
  }
}

const shared = new KzsWorker();

/** Reads and verifies an archive on the worker thread (same result and refusals as readKzs). */
export function readKzsOffThread(bytes: Uint8Array): Promise<KzsContents> {
  return shared.read(bytes);
}
