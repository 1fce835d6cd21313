/** Storage quotas and file limits of spec 000 §5 and §9, as pure functions. */
import { planAllows } from '../../../../sdk/contract/plan-gates.js';

const MB = 1024 * 1024;

/** Storage limit of the free plan, in bytes. */
export const FREE_STORAGE_BYTES = 100 * MB;
/** Storage limit of PROFESSIONAL, in bytes. */
export const PROFESSIONAL_STORAGE_BYTES = 1000 * MB;
/** Model files larger than this need PROFESSIONAL. */
export const LARGE_MODEL_BYTES = 100 * MB;
/** Documents must be smaller than this. */
export const DOCUMENT_LIMIT_BYTES = 200 * MB;

/** Storage limit of a plan, in bytes. */
export function storageLimitBytes(plan: string): number {
  return plan === 'PROFESSIONAL' ? PROFESSIONAL_STORAGE_BYTES : FREE_STORAGE_BYTES;
}

/** Result of an upload check: ok, or the message key of the refusal. */
export type UploadVerdict = { readonly ok: true } | { readonly ok: false; readonly key: 'error.insufficientSpace' | 'error.spaceAtMax' | 'error.upgrade' | 'resource.documentTooLarge' };

/** What kind of file an upload is. */
export type UploadKind = 'model' | 'document' | 'image' | 'other';

/** Checks one upload of `size` bytes against the plan, the bytes already used and the file limits. */
export function checkUpload(plan: string, usedBytes: number, size: number, kind: UploadKind = 'other'): UploadVerdict {
  if (kind === 'document' && size >= DOCUMENT_LIMIT_BYTES) return { ok: false, key: 'resource.documentTooLarge' };
  if (kind === 'model' && size >= DOCUMENT_LIMIT_BYTES) return { ok: false, key: 'resource.documentTooLarge' };
  if (kind === 'model' && size > LARGE_MODEL_BYTES && !planAllows({ plan }, 'largeModels')) return { ok: false, key: 'error.upgrade' };
  if (usedBytes >= storageLimitBytes(plan)) return { ok: false, key: 'error.spaceAtMax' };
  if (usedBytes + size > storageLimitBytes(plan)) return { ok: false, key: 'error.insufficientSpace' };
  return { ok: true };
}

/** Spec 000 §4: over the limit when used storage in MB is at least storageLimit (MB). */
export function isOverLimit(usedBytes: number, plan: string): boolean {
  return usedBytes / MB >= storageLimitBytes(plan) / MB;
}

/** Extensions accepted by upload-image (spec 000 §5). */
export const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.tga', '.bmp', '.dds', '.webp', '.basis', '.ktx2', '.hdr'] as const;
/** Model extensions. */
export const MODEL_EXTENSIONS = ['.glb', '.gltf', '.obj', '.fbx', '.stl', '.babylon', '.bin'] as const;

/** Lower-case extension with its dot, or ''. */
export function extensionOf(fileName: string): string {
  const m = /\.[^./\\]+$/.exec(fileName);
  return m ? m[0].toLowerCase() : '';
}

/** Whether a file name has an accepted image extension. */
export function isImageFile(fileName: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}

/** Whether a file is a scene archive. */
export function isKzsFile(fileName: string): boolean {
  return extensionOf(fileName) === '.kzs';
}

/** The upload kind of a file name. */
export function uploadKindOf(fileName: string): UploadKind {
  const ext = extensionOf(fileName);
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  if ((MODEL_EXTENSIONS as readonly string[]).includes(ext)) return 'model';
  if (['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.txt', '.md', '.csv', '.json'].includes(ext)) return 'document';
  return 'other';
}

/** Spec 000 §5: a .gltf name must match its .bin name (same base name). */
export function gltfPairMatches(gltfName: string, binName: string): boolean {
  return gltfName.replace(/\.gltf$/i, '') === binName.replace(/\.bin$/i, '');
}

/** Spec 000 §5/§9: a scene uuid above 1e12 (or one starting with '+') is temporary and is saved as new. */
export function isTemporarySceneUuid(uuid: string | number | null | undefined): boolean {
  if (uuid === null || uuid === undefined || uuid === '') return true;
  if (typeof uuid === 'number') return uuid > 1e12;
  if (uuid.startsWith('+')) return true;
  return /^\d+$/.test(uuid) && Number(uuid) > 1e12;
}
