/**
 * The thread of an AI model generation try (started by jobs/job-thread.ts with a heap cap): the local provider's
 * image-to-relief, and the Khronos validator over any provider's GLB.
 */
import { parentPort } from 'node:worker_threads';
import { imageReliefGlb, ReliefError, type ReliefStats } from '../../../../libs/image-relief/index.js';
import { validateGlb } from '../../../../libs/model-lightweight/validate-glb.js';
import type { JobThreadReply } from '../../jobs/job-thread-protocol.js';

/** What the runner hands the thread. */
export type AiModelThreadInput =
  | { readonly op: 'relief'; readonly image: Uint8Array; readonly name: string }
  | { readonly op: 'validate'; readonly glb: Uint8Array };

/** What the thread hands back: the GLB (for 'relief'), the validator's errors and counts, the relief's figures. */
export interface AiModelThreadOutput {
  readonly glb?: Uint8Array;
  readonly errors: readonly string[];
  readonly triangles: number;
  readonly vertices: number;
  readonly stats?: ReliefStats;
}

const port = parentPort!;
const send = (reply: JobThreadReply<AiModelThreadOutput>, transfer: ArrayBuffer[] = []): void => port.postMessage(reply, transfer);

port.on('message', (input: AiModelThreadInput) => {
  run(input).then(
    (output) => send({ type: 'done', value: output }, output.glb ? [output.glb.buffer as ArrayBuffer] : []),
    (error: unknown) => send({ type: 'error', message: error instanceof Error ? error.message : String(error), input: error instanceof ReliefError }),
  );
});

async function run(input: AiModelThreadInput): Promise<AiModelThreadOutput> {
  if (input.op === 'validate') return validateGlb(input.glb);
  send({ type: 'progress', done: 0.2, step: 'relief' });
  const { glb, stats } = await imageReliefGlb(input.image, { name: input.name });
  // The job checks every provider's model with the validator afterwards ('validate').
  return { glb, stats, errors: [], triangles: stats.triangles, vertices: stats.vertices };
}
