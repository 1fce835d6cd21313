import type { Camera } from '@babylonjs/core/Cameras/camera.js';
import type { Node } from '@babylonjs/core/node.js';
import type { Scene } from '@babylonjs/core/scene.js';
import type { Disposable } from '../kernel/lifecycle.js';

/** Where a click landed: a camera's view and the point in CSS pixels of the canvas. */
export interface ScreenPickQuery {
  readonly camera: Camera;
  /** Point in CSS pixels from the canvas's top left. */
  readonly x: number;
  readonly y: number;
  /** The canvas's size in CSS pixels. */
  readonly width: number;
  readonly height: number;
}

/** An item under the click: its id within the node, how far (CSS px) from its centre, and its depth (0 near … 1 far). */
export interface ScreenItemHit {
  readonly item: string;
  readonly distance: number;
  readonly depth: number;
}

/** Finds the item of an engine node under a click (items drawn in screen space that a mesh pick cannot see). */
export type ScreenItemPicker = (query: ScreenPickQuery) => ScreenItemHit | undefined;

const pickers = new WeakMap<Scene, Map<Node, ScreenItemPicker>>();

/**
 * Let the viewport pick items of `node` (an engine node standing for a document node) by screen position: the
 * viewport asks every enabled node's picker before picking meshes, and a hit selects the node and reports the item
 * (`ItemPickService`). Dispose to stop.
 */
export function addScreenItemPicker(node: Node, picker: ScreenItemPicker): Disposable {
  const scene = node.getScene();
  let map = pickers.get(scene);
  if (!map) pickers.set(scene, (map = new Map()));
  map.set(node, picker);
  return { dispose: () => void (map.get(node) === picker && map.delete(node)) };
}

/** The nearest item under a click among the enabled nodes of a scene, with its node. */
export function pickScreenItem(scene: Scene, query: ScreenPickQuery): { readonly node: Node; readonly hit: ScreenItemHit } | undefined {
  let best: { node: Node; hit: ScreenItemHit } | undefined;
  for (const [node, picker] of pickers.get(scene) ?? []) {
    if (!node.isEnabled()) continue;
    const hit = picker(query);
    if (hit && (!best || hit.depth < best.hit.depth)) best = { node, hit };
  }
  return best;
}
