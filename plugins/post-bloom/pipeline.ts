import type { Camera } from '@babylonjs/core/Cameras/camera.js';
import { DefaultRenderingPipeline } from '@babylonjs/core/PostProcesses/RenderPipeline/Pipelines/defaultRenderingPipeline.js';
import type { Scene } from '@babylonjs/core/scene.js';

/**
 * Babylon's default pipeline with no stage on and no image processing of its own, built when the caller calls
 * `prepare()`. Its `imageProcessingEnabled` setter would switch image processing off on the scene's shared configuration
 * (every material), and its watch of that configuration switches the pipeline's own back on at the next change, building
 * again inside a build, which attaches each post-process twice ("reuse a post process not defined as reusable"). So the
 * pipeline stops watching and its flag is set directly.
 */
export function pipelineWithoutImageProcessing(name: string, scene: Scene, camera: Camera): DefaultRenderingPipeline {
  const pipeline = new DefaultRenderingPipeline(name, true, scene, [camera], false);
  const inner = pipeline as unknown as { _imageProcessingConfigurationObserver: unknown; _imageProcessingEnabled: boolean };
  scene.imageProcessingConfiguration.onUpdateParameters.remove(inner._imageProcessingConfigurationObserver as never);
  inner._imageProcessingConfigurationObserver = null;
  inner._imageProcessingEnabled = false;
  return pipeline;
}
