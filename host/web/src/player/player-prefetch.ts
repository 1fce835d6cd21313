import { manifestsFor } from '../../../../core/kernel/content-activation.js';
import { readSceneContent } from '../../../../core/kernel/scene-content.js';
import { playerPluginManifests } from './player-plugins.js';

/**
 * Ask for the code of the player's plugins a scene's content needs, as soon as the content is known: the player's
 * kernel, which starts later, imports the same modules (activation by content reads the content alike), so they
 * arrive while it starts instead of after. Only asked for: nothing is activated here.
 */
export function prefetchPlayerPlugins(content: string, logic: string | undefined): void {
  for (const manifest of manifestsFor(playerPluginManifests, readSceneContent(content, { logic }))) void manifest.load().catch(() => undefined);
}

/**
 * The standard material's shaders (Babylon.js loads them at the first render that needs them): asked for early, they
 * arrive while the kernel starts and the scene builds instead of after the first frame.
 */
export function prefetchStandardShaders(): void {
  void Promise.all([import('@babylonjs/core/Shaders/default.vertex.js'), import('@babylonjs/core/Shaders/default.fragment.js')]).catch(() => undefined);
}
