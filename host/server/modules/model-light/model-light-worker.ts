/**
 * The thread of one lightweighting try (started by jobs/job-thread.ts with a heap cap): unpacks a .zip within its
 * budget, reads the model, simplifies and compresses it with libs/model-lightweight, reporting each step.
 */
import { parentPort } from 'node:worker_threads';
import { LightweightError, lightweightModel, modelFormatOf, type LightweightStats, type ModelInput } from '../../../../libs/model-lightweight/index.js';
import type { JobThreadReply } from '../../jobs/job-thread-protocol.js';
import { KzsError } from '../archive/kzs-format.js';
import { listZipEntries, readZipEntry } from '../archive/safe-unzip.js';
import { ZIP_LIMITS, zipModelEntry, type UploadFormat } from './model-light-input.js';

/** What the runner hands the thread. */
export interface ModelLightThreadInput {
  readonly bytes: Uint8Array;
  readonly format: UploadFormat;
  readonly ratio: number;
  readonly mergeByMaterials: boolean;
  readonly compression: 'meshopt' | 'draco';
}

/** What the thread hands back. */
export interface ModelLightThreadOutput {
  readonly glb: Uint8Array;
  readonly stats: LightweightStats;
}

const port = parentPort!;
const send = (reply: JobThreadReply<ModelLightThreadOutput>, transfer: ArrayBuffer[] = []): void => port.postMessage(reply, transfer);

port.on('message', (input: ModelLightThreadInput) => {
  run(input).then(
    (output) => send({ type: 'done', value: output }, [output.glb.buffer as ArrayBuffer]),
    (error: unknown) => send({
      type: 'error', message: error instanceof Error ? error.message : String(error), input: error instanceof LightweightError || error instanceof KzsError,
    }),
  );
});

async function run(input: ModelLightThreadInput): Promise<ModelLightThreadOutput> {
  const model = input.format === 'zip' ? unzipModel(input.bytes) : { format: input.format, bytes: input.bytes };
  send({ type: 'progress', done: 0.05, step: 'read' });
  const { glb, stats } = await lightweightModel(model, {
    ratio: input.ratio, mergeByMaterials: input.mergeByMaterials, compression: input.compression, error: 0.05,
    onProgress: (done, step) => send({ type: 'progress', done: 0.05 + done * 0.9, step }),
  });
  return { glb, stats };
}

/** The archive's one model and, for a .gltf, the other files by their path relative to it. */
function unzipModel(bytes: Uint8Array): ModelInput {
  const entries = listZipEntries(bytes, ZIP_LIMITS);
  const main = zipModelEntry(entries);
  const budget = { remaining: ZIP_LIMITS.maxUnpackedBytes };
  const format = modelFormatOf(main.name)!;
  const mainBytes = readZipEntry(bytes, main, budget);
  if (format !== 'gltf') return { format, bytes: mainBytes };
  const dir = main.name.includes('/') ? main.name.slice(0, main.name.lastIndexOf('/') + 1) : '';
  const resources = new Map<string, Uint8Array>();
  for (const entry of entries) {
    if (entry === main || entry.name.endsWith('/') || !entry.name.startsWith(dir)) continue;
    resources.set(entry.name.slice(dir.length), readZipEntry(bytes, entry, budget));
  }
  return { format, bytes: mainBytes, resources };
}
