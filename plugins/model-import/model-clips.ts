import { glbJson } from './model-bounds.js';

/** Names of a stored GLB model's animations in file order ('' for unnamed ones); none for other kinds. */
export function modelClipNames(name: string, bytes: Uint8Array): string[] {
  if (!name.toLowerCase().endsWith('.glb')) return [];
  const animations = glbJson(bytes)?.animations;
  if (!Array.isArray(animations)) return [];
  return animations.map((a) => (typeof a?.name === 'string' ? a.name : ''));
}
