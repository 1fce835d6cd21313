import { LightBlock } from '@babylonjs/core/Materials/Node/Blocks/Dual/lightBlock.js';
import type { StageGraph, StagePoint } from '../../sdk/index.js';

/** Babylon's light block over every scene light at this fragment: diffuse and specular light. */
export function sceneLight(graph: StageGraph, glossiness?: StagePoint, specularColor?: StagePoint): { diffuse: StagePoint; specular: StagePoint } {
  const light = new LightBlock('kLight');
  graph.worldPosition.connectTo(light.worldPosition);
  graph.worldNormal.connectTo(light.worldNormal);
  graph.cameraPosition.connectTo(light.cameraPosition);
  graph.view.connectTo(light.view);
  if (glossiness) glossiness.connectTo(light.glossiness);
  if (specularColor) specularColor.connectTo(light.specularColor);
  return { diffuse: light.diffuseOutput, specular: light.specularOutput };
}
