import { MODEL_LIGHT_EXTENSIONS, MODEL_LIGHT_LARGE_BYTES, MODEL_LIGHT_MAX_BYTES } from '../../sdk/endpoints.js';

/** Why a model cannot be sent to lighten, as a message key of this plugin's texts. */
export type ModelFileProblem = 'modelLight.format' | 'modelLight.tooLarge' | 'modelLight.noPermission';

/** Lower-case extension with its dot, or ''. */
export function extensionOf(name: string): string {
  const m = /\.[^./\\]+$/.exec(name);
  return m ? m[0].toLowerCase() : '';
}

/**
 * The server's own refusals checked before a byte is sent (the server checks again): the formats it reads, the 200 MB
 * limit of every plan, and the 100 MB of a plan without large models.
 */
export function modelFileProblem(name: string, size: number, largeModels: boolean): ModelFileProblem | undefined {
  if (!MODEL_LIGHT_EXTENSIONS.includes(extensionOf(name))) return 'modelLight.format';
  if (size >= MODEL_LIGHT_MAX_BYTES) return 'modelLight.tooLarge';
  if (size > MODEL_LIGHT_LARGE_BYTES && !largeModels) return 'modelLight.noPermission';
  return undefined;
}

/** A size for people: bytes, KB or MB with one decimal. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The file name of a job's result: the model's base name with '-light.glb'. */
export function resultFileName(modelName: string): string {
  const base = modelName.replace(/\.[^./\\]+$/, '').replace(/[\\/:*?"<>|]+/g, '-').slice(0, 80) || 'model';
  return `${base}-light.glb`;
}
