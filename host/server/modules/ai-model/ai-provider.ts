/**
 * A provider of model generation (docs/jobs.md "AI model generation"): a job submits the images, polls until the
 * provider is done, then fetches the GLB (which the job checks with the Khronos validator before handing it out).
 * Two exist: the offline image-to-relief (local-relief-provider.ts, not AI) and a service over HTTP (http-provider.ts).
 */
import type { AiModelProviderId } from '../../../../sdk/contract/ai-model.js';

/** One image sent for generation. */
export interface GenerationImage {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** Where a submitted generation is. `input`: the provider refused the images (trying again cannot help). */
export type GenerationState =
  | { readonly state: 'running'; readonly progress: number }
  | { readonly state: 'done' }
  | { readonly state: 'failed'; readonly reason: string; readonly input: boolean };

/** What a provider may use while a job runs. */
export interface ProviderContext {
  /** Runs work on the job's worker thread (stopped with the job). */
  thread<R>(data: unknown, transfer: ArrayBuffer[]): Promise<R>;
  /** Aborted when the job stops (cancel, time limit, server stop). */
  readonly signal: AbortSignal;
}

/** The provider interface: submit, poll, fetch the result. */
export interface ModelGenerationProvider {
  readonly id: AiModelProviderId;
  /** Image file extensions it takes (the browser and the generate call refuse others before points are spent). */
  readonly extensions: readonly string[];
  /** How long to wait between polls (ms). */
  readonly pollMs: number;
  /** Starts a generation; answers its ticket. */
  submit(images: readonly GenerationImage[], ctx: ProviderContext): Promise<string>;
  poll(ticket: string, ctx: ProviderContext): Promise<GenerationState>;
  /** The finished model (GLB). */
  fetchResult(ticket: string, ctx: ProviderContext): Promise<Uint8Array>;
}
