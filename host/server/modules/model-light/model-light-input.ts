/**
 * What an upload must be before a job is queued (spec 000 §5, §9; docs/jobs.md): one file of a read format; a free
 * plan's model over 100 MB needs an upgrade, any model of 200 MB or more is refused; a .zip's central directory is
 * checked (entry count, declared unpacked sizes, paths, one model inside) and a GLB's or .gltf's JSON against the
 * decoded-size budget, all without inflating or decoding anything.
 */
import { checkModelBudget, DEFAULT_MODEL_BUDGET, glbJson, LightweightError, modelFormatOf, parseJson, type ModelFormat } from '../../../../libs/model-lightweight/index.js';
import { Errors } from '../../http/api-error.js';
import type { UploadedFile } from '../../http/route-kit.js';
import { listZipEntries, type ZipEntryInfo } from '../archive/safe-unzip.js';
import { KzsError } from '../archive/kzs-format.js';
import { checkUpload, extensionOf } from '../resources/limits.js';

/** Limits of an uploaded .zip: its files unpacked, at most. */
export const ZIP_LIMITS = { maxUnpackedBytes: 512 * 1024 * 1024, maxEntries: 1_000 } as const;
/** A GLB's or .gltf's JSON larger than this is refused (it is parsed on the request's thread). */
const MAX_JSON_BYTES = 16 * 1024 * 1024;

/** Upload formats: a model format or a .zip holding one. */
export type UploadFormat = ModelFormat | 'zip';

/** The checked upload. */
export interface CheckedUpload {
  readonly file: UploadedFile;
  readonly format: UploadFormat;
}

/** Checks the files of an upload request against the plan and the formats; refuses with the user's message. */
export function checkModelUpload(files: readonly UploadedFile[], plan: string): CheckedUpload {
  const models = files.filter((f) => f.field === 'file');
  if (models.length === 0) throw Errors.badRequest('error.fileMissing', { field: 'file' });
  if (models.length > 1 || files.length > 1) throw Errors.badRequest('modelLight.oneFile');
  const file = models[0];
  const verdict = checkUpload(plan, 0, file.data.byteLength, 'model');
  if (!verdict.ok && verdict.key === 'error.upgrade') throw Errors.upgrade();
  if (!verdict.ok && verdict.key === 'resource.documentTooLarge') throw Errors.badRequest('resource.documentTooLarge');
  const format: UploadFormat | undefined = extensionOf(file.filename) === '.zip' ? 'zip' : modelFormatOf(file.filename);
  if (!format) throw Errors.badRequest('modelLight.format', { ext: extensionOf(file.filename) || '?' });
  try {
    if (format === 'zip') zipModelEntry(listZipEntries(file.data, ZIP_LIMITS));
    if (format === 'glb') checkModelBudget(glbJson(file.data), DEFAULT_MODEL_BUDGET);
    if (format === 'gltf') {
      if (file.data.byteLength > MAX_JSON_BYTES) throw new LightweightError('A .gltf this large must be uploaded as .glb or in a .zip with its files.');
      checkModelBudget(parseJson(file.data), DEFAULT_MODEL_BUDGET);
    }
  } catch (error) {
    if (error instanceof KzsError) throw Errors.badRequest('modelLight.badArchive', { reason: error.message });
    if (error instanceof LightweightError) throw Errors.badRequest('modelLight.badModel', { reason: error.message });
    throw error;
  }
  return { file, format };
}

/** The one model entry of an archive's listing (a .gltf, .glb, .obj or .stl), or a refusal. */
export function zipModelEntry(entries: readonly ZipEntryInfo[]): ZipEntryInfo {
  const models = entries.filter((e) => !e.name.endsWith('/') && !e.name.startsWith('__MACOSX/') && modelFormatOf(e.name) !== undefined);
  if (models.length !== 1) throw new KzsError('corrupt', models.length === 0 ? 'it holds no .gltf, .glb, .obj or .stl model.' : 'it holds more than one model.');
  return models[0];
}
