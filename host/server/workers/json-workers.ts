/**
 * A few worker threads for large JSON work (issue 28: a 1.7 MB scene save parsed its body and content on the event
 * loop, about 70 ms during which no other request was served). Tasks go to the worker with the fewest waiting; a worker
 * is started on first use, never keeps the process alive, and has a capped heap: a task that needs more memory is
 * refused (413) instead of growing the server without bound. A worker that dies is replaced on the next task.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { ReplyCode } from '../../../sdk/contract/envelope.js';
import { ApiError } from '../http/api-error.js';
import { sourceWorkerAvailable, startSourceWorker } from './source-worker.js';
import { runJsonTask, type BodyResult, type ContentResult, type JsonTask } from './json-tasks.js';
import type { InfoPointFileResult } from '../modules/resources/info-point-file.js';

/** Heap cap of one worker, in MB (a body is at most MAX_BODY_MB; parsing it takes a few times that). */
export const JSON_WORKER_HEAP_MB = 1024;

/** Counts tasks handed to the workers (tests check that large work went there). */
export const jsonWorkerStats = { tasks: 0 };

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; message: string };
type Pending = { resolve(value: unknown): void; reject(error: Error): void };

interface Slot {
  readonly worker: Worker;
  readonly pending: Map<number, Pending>;
}

class JsonWorkers {
  private readonly slots: (Slot | undefined)[];
  private nextId = 1;
  /** Whether the worker's entry is there to start (not in a single-file bundle: the work is then done inline). */
  private readonly available = sourceWorkerAvailable(import.meta.url, './json-worker-entry');

  constructor(size: number) {
    this.slots = new Array<Slot | undefined>(Math.max(1, size)).fill(undefined);
  }

  /** Start every worker now (loading one from sources takes seconds: not on the first large request). */
  warm(): void {
    if (!this.available) return;
    for (let i = 0; i < this.slots.length; i++) {
      if (this.slots[i]) continue;
      const slot = (this.slots[i] = this.start(i));
      this.send(slot, { op: 'gated', text: '{}' }).catch(() => undefined);
    }
  }

  run(task: JsonTask, transfer: ArrayBuffer[] = []): Promise<unknown> {
    jsonWorkerStats.tasks++;
    if (!this.available) return new Promise((resolve) => resolve(runJsonTask(task)));
    return this.send(this.pick(), task, transfer);
  }

  private send(slot: Slot, task: JsonTask, transfer: ArrayBuffer[] = []): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.ref();
      slot.worker.postMessage({ id, task }, transfer);
    });
  }

  /** The started worker with the fewest tasks waiting, or a new one while there is room. */
  private pick(): Slot {
    let best: Slot | undefined;
    for (let i = 0; i < this.slots.length; i++) {
      const slot = this.slots[i];
      if (!slot) return (this.slots[i] = this.start(i));
      if (!best || slot.pending.size < best.pending.size) best = slot;
      if (slot.pending.size === 0) break;
    }
    return best!;
  }

  private start(index: number): Slot {
    const worker = startSourceWorker(import.meta.url, './json-worker-entry', { maxOldGenerationSizeMb: JSON_WORKER_HEAP_MB });
    const slot: Slot = { worker, pending: new Map() };
    worker.on('message', (reply: Reply) => {
      const pending = slot.pending.get(reply.id);
      if (!pending) return;
      slot.pending.delete(reply.id);
      if (slot.pending.size === 0) worker.unref();
      if (reply.ok) pending.resolve(reply.result);
      else pending.reject(new Error(`JSON worker: ${reply.message}`));
    });
    const fail = (error: Error) => {
      if (this.slots[index] === slot) this.slots[index] = undefined;
      for (const p of slot.pending.values()) p.reject(error);
      slot.pending.clear();
    };
    worker.on('error', (error: Error & { code?: string }) => fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY'
      ? new ApiError(ReplyCode.warning, 'error.tooLarge', { httpStatus: 413 })
      : error));
    worker.on('exit', (code) => fail(new Error(`JSON worker stopped (exit code ${code})`)));
    return slot;
  }
}

// Two on a machine of two cores: the event loop, PostgreSQL and the workers share them.
const shared = new JsonWorkers(Math.min(4, availableParallelism()));

/** Start the JSON workers ahead of the first large request (the server does at start). */
export function warmJsonWorkers(): void {
  shared.warm();
}

/**
 * Parse a request body's bytes off the event loop (the bytes are handed over, not copied); with `sceneContentField`,
 * check the scene content in that field in the same task (parseBody).
 */
export async function parseBodyOffThread(bytes: Uint8Array, sceneContentField?: string): Promise<BodyResult> {
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
  return (await shared.run({ op: 'body', bytes: own, sceneContentField }, [own.buffer as ArrayBuffer])) as BodyResult;
}

/** Check a scene content (JSON, gated animation count) off the event loop. */
export async function checkSceneContentOffThread(content: string): Promise<ContentResult> {
  return (await shared.run({ op: 'scene', content })) as ContentResult;
}

/** The gated animation count of a stored content, off the event loop. */
export async function gatedCountOffThread(text: string): Promise<number> {
  return (await shared.run({ op: 'gated', text })) as number;
}

/** Read an info-point file (CSV or JSON by its name) off the event loop: its points, or its refused lines. */
export async function readInfoPointFileOffThread(bytes: Uint8Array, fileName: string): Promise<InfoPointFileResult> {
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
  return (await shared.run({ op: 'infoPoints', bytes: own, fileName }, [own.buffer as ArrayBuffer])) as InfoPointFileResult;
}
