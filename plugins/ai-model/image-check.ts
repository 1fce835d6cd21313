import type { AiModelProviderInfo } from '../../sdk/endpoints.js';

/** The extension of a file name, lower case with its dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * Why these images would be refused (before any point is spent), as a message key and its values; undefined when
 * the server should take them: one to `maxImages`, of the provider's types, each within its size.
 */
export function imagesProblem(files: readonly { name: string; size: number }[], info: AiModelProviderInfo): { key: string; vars?: Record<string, string | number> } | undefined {
  if (files.length === 0) return { key: 'aiModel.noImages' };
  if (files.length > info.maxImages) return { key: 'aiModel.tooMany', vars: { max: info.maxImages } };
  for (const file of files) {
    if (!info.extensions.includes(extensionOf(file.name))) return { key: 'aiModel.format', vars: { name: file.name, formats: info.extensions.join(' ') } };
    if (file.size > info.maxImageBytes) return { key: 'aiModel.tooLarge', vars: { name: file.name, mb: Math.round(info.maxImageBytes / 1024 / 1024) } };
  }
  return undefined;
}
