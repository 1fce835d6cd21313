/**
 * The offline provider: an image-to-relief model from the first image (libs/image-relief; not AI, and the UI says so).
 * Submit starts the relief on the job's thread; poll tells whether it finished; fetch hands the GLB over. The other
 * images are not used (a relief is made from one view).
 */
import { randomUUID } from 'node:crypto';
import { ReliefError } from '../../../../libs/image-relief/index.js';
import type { GenerationImage, GenerationState, ModelGenerationProvider, ProviderContext } from './ai-provider.js';
import type { AiModelThreadInput, AiModelThreadOutput } from './ai-model-worker.js';

type Outcome = { glb: Uint8Array } | { failure: GenerationState & { state: 'failed' } };

export class LocalReliefProvider implements ModelGenerationProvider {
  readonly id = 'local-relief' as const;
  readonly extensions = ['.png', '.jpg', '.jpeg'] as const;
  readonly pollMs = 150;
  private readonly runs = new Map<string, { outcome?: Outcome; started: number }>();

  async submit(images: readonly GenerationImage[], ctx: ProviderContext): Promise<string> {
    const ticket = randomUUID();
    const run: { outcome?: Outcome; started: number } = { started: Date.now() };
    this.runs.set(ticket, run);
    const image = images[0].bytes.slice();
    const data: AiModelThreadInput = { op: 'relief', image, name: images[0].name.replace(/\.[^.]*$/, '') };
    ctx.thread<AiModelThreadOutput>(data, [image.buffer]).then(
      (output) => (run.outcome = output.glb ? { glb: output.glb } : { failure: { state: 'failed', reason: 'The relief made no model.', input: false } }),
      (error: unknown) => (run.outcome = { failure: { state: 'failed', reason: (error as Error).message, input: (error as { key?: string }).key === 'job.badInput' || error instanceof ReliefError } }),
    );
    return ticket;
  }

  async poll(ticket: string): Promise<GenerationState> {
    const run = this.runs.get(ticket);
    if (!run) return { state: 'failed', reason: 'Unknown generation.', input: false };
    if (!run.outcome) return { state: 'running', progress: Math.min(0.9, (Date.now() - run.started) / 10_000) };
    if ('failure' in run.outcome) {
      this.runs.delete(ticket);
      return run.outcome.failure;
    }
    return { state: 'done' };
  }

  async fetchResult(ticket: string): Promise<Uint8Array> {
    const outcome = this.runs.get(ticket)?.outcome;
    this.runs.delete(ticket);
    if (!outcome || !('glb' in outcome)) throw new Error('The generation has no result.');
    return outcome.glb;
  }
}
