import { UploadImage } from '../../sdk/endpoints.js';
import { textureExtension } from '../../sdk/index.js';
import type { ApiService, TextureImageValue } from '../../sdk/index.js';
import { droppedTextureValue } from './dropped-texture.js';
import { uploadedTextureUrl } from './texture-catalogue.js';
import type { CatalogueTexture } from './texture-catalogue.js';

/** Extensions a scene image upload accepts (spec 001 §5). */
export const UPLOAD_EXTENSIONS = ['png', 'jpg', 'jpeg', 'tga', 'bmp', 'dds', 'webp', 'basis', 'ktx2', 'hdr'] as const;

/** The file chooser's accept list. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

/** Why an upload is refused before it starts: a message key and its values. */
export interface UploadRefusal {
  readonly key: 'texture.saveSceneFirst' | 'texture.oneFileAtATime' | 'texture.unsupportedFormat';
  readonly values?: Record<string, string>;
}

/** The refusal for uploading these files to this scene, or undefined when the upload may go ahead. */
export function uploadRefusal(sceneId: string | undefined, files: readonly { readonly name: string }[]): UploadRefusal | undefined {
  if (!sceneId || sceneId.startsWith('+')) return { key: 'texture.saveSceneFirst' };
  if (files.length !== 1) return { key: 'texture.oneFileAtATime' };
  const ext = textureExtension((files[0] as { name: string }).name);
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) return { key: 'texture.unsupportedFormat', values: { ext: ext ? `.${ext}` : '?' } };
  return undefined;
}

/** The scene image already uploaded under the same file name and size, if any. */
export function sameUpload(uploaded: readonly CatalogueTexture[], file: { readonly name: string; readonly size: number }): CatalogueTexture | undefined {
  return uploaded.find((item) => (item.fileName ?? item.name) === file.name && item.size === file.size);
}

/** What an upload ends with: the value to apply and the success message key. */
export interface UploadOutcome {
  readonly value: TextureImageValue;
  readonly message: 'texture.setImage' | 'texture.imageExists';
}

/**
 * Upload one picture to the scene, or reuse the one already there ('Image already exists' is a success and still
 * applies it). The value gets the drop rules of its name.
 */
export async function uploadTexture(
  api: ApiService, sceneId: string, file: File, uploaded: readonly CatalogueTexture[], reflection: boolean,
): Promise<UploadOutcome> {
  const existing = sameUpload(uploaded, file);
  if (existing) return { value: droppedTextureValue(existing.fileName ?? existing.name, existing.url, { reflection }), message: 'texture.imageExists' };
  const form = new FormData();
  form.append('scene', sceneId);
  form.append('file', file, file.name);
  const reply = await api.call(UploadImage, { body: form as never });
  const url = uploadedTextureUrl(api.baseUrl, reply.url, reply.fileName || file.name);
  return { value: droppedTextureValue(file.name, url, { reflection }), message: 'texture.setImage' };
}
