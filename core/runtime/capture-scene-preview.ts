import type { Scene } from '@babylonjs/core/scene.js';
import { SCENE_PREVIEW_MAX_CHARS } from '../../sdk/contract/limit-values.js';

/** Width of a scene card's thumbnail, in pixels. */
export const PREVIEW_WIDTH = 320;

/**
 * A JPEG data URL of what the viewport shows now, scaled down to a card thumbnail; undefined when no view is drawn.
 * The viewport's engine keeps its drawing buffer, so the last frame can be read between frames.
 */
export function captureScenePreview(scene: Scene | undefined): string | undefined {
  const canvas = scene?.getEngine().getRenderingCanvas();
  if (!canvas || !canvas.width || !canvas.height || typeof document === 'undefined') return undefined;
  const width = Math.min(PREVIEW_WIDTH, canvas.width);
  const height = Math.max(1, Math.round((canvas.height * width) / canvas.width));
  const thumb = document.createElement('canvas');
  thumb.width = width;
  thumb.height = height;
  const context = thumb.getContext('2d');
  if (!context) return undefined;
  context.drawImage(canvas, 0, 0, width, height);
  const url = thumb.toDataURL('image/jpeg', 0.8);
  return url.startsWith('data:image/jpeg;base64,') && url.length <= SCENE_PREVIEW_MAX_CHARS ? url : undefined;
}
