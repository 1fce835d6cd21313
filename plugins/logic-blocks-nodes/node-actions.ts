import { defineLogicAction } from '../../sdk/index.js';
import type { Color3Value, JsonValue, LogicActionContext, LogicActionContribution, PuzzleVector, SceneDocumentService } from '../../sdk/index.js';

/** Largest coordinate a transform action takes (the bound of the transform blocks' x/y/z fields). */
export const TRANSFORM_LIMIT = 1e9;
/** Longest transform a puzzle may ask for, in seconds (the bound of the transform blocks' seconds field). */
export const MAX_TRANSFORM_SECONDS = 3600;
const DEG = Math.PI / 180;

/** The arguments of `transformTo` and `transformBy`: a node, the transform property it declares, a vector, seconds. */
const TRANSFORM_ARGS = [
  { type: 'node' },
  { type: 'property', of: 0, values: ['position', 'rotation', 'scaling'] },
  { type: 'vector', min: -TRANSFORM_LIMIT, max: TRANSFORM_LIMIT },
  { type: 'number', min: 0, max: MAX_TRANSFORM_SECONDS },
] as const;

/** '#rgb' or '#rrggbb' (checked by the `color` argument) as a colour with 0–1 channels. */
export function hexToColor3(hex: string): Color3Value {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits;
  const channel = (i: number) => Math.round((parseInt(full.slice(i, i + 2), 16) / 255) * 1000) / 1000;
  return { r: channel(0), g: channel(2), b: channel(4) };
}

function vec(value: JsonValue | undefined, fallback: PuzzleVector): PuzzleVector {
  const v = value as Partial<PuzzleVector> | null | undefined;
  return { x: Number(v?.x ?? fallback.x), y: Number(v?.y ?? fallback.y), z: Number(v?.z ?? fallback.z) };
}

/**
 * The node blocks' actions: `scene.setVisible(nodeId, visible)`, `scene.setColor(nodeId, '#rrggbb')` and
 * `scene.transformTo|transformBy(nodeId, 'position' | 'rotation' | 'scaling', { x, y, z }, seconds)` (rotation in
 * degrees; the document stores radians). Every write goes through the logic's batched property writes; a transform
 * over `seconds` writes once a frame, and a newer transform of the same node and property replaces an older one.
 */
export function nodeActions(document: Pick<SceneDocumentService, 'get'>): readonly LogicActionContribution[] {
  const tweens = new Map<string, number>();
  let generation = 0;
  const tween = (relative: boolean) => ([nodeId, prop, value, seconds]: [string, string, PuzzleVector, number], context: LogicActionContext) => {
    const from = vec(document.get(nodeId)?.props[prop], prop === 'scaling' ? { x: 1, y: 1, z: 1 } : { x: 0, y: 0, z: 0 });
    const unit = prop === 'rotation' ? DEG : 1;
    const to = relative
      ? { x: from.x + value.x * unit, y: from.y + value.y * unit, z: from.z + value.z * unit }
      : { x: value.x * unit, y: value.y * unit, z: value.z * unit };
    const key = `${nodeId}\u0000${prop}`;
    const id = ++generation;
    tweens.set(key, id);
    if (seconds <= 0) {
      tweens.delete(key);
      context.setProp(nodeId, prop, to);
      return;
    }
    let start: number | undefined;
    context.animate((now) => {
      if (tweens.get(key) !== id) return false;
      start ??= now;
      const t = Math.min(1, (now - start) / (seconds * 1000));
      context.setProp(nodeId, prop, { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t, z: from.z + (to.z - from.z) * t });
      if (t < 1) return true;
      tweens.delete(key);
      return false;
    });
  };
  return [
    defineLogicAction({
      id: 'setVisible',
      args: [{ type: 'node', declares: 'visible' }, { type: 'boolean' }],
      run: ([nodeId, visible], { setProp }) => setProp(nodeId, 'visible', visible),
    }),
    defineLogicAction({
      id: 'setColor',
      args: [{ type: 'node', declares: 'color', declaredTypes: ['color3', 'color4', 'color'] }, { type: 'color' }],
      run: ([nodeId, color], { setProp }) => setProp(nodeId, 'color', { ...hexToColor3(color) }),
    }),
    defineLogicAction({ id: 'transformTo', args: TRANSFORM_ARGS, run: tween(false) }),
    defineLogicAction({ id: 'transformBy', args: TRANSFORM_ARGS, run: tween(true) }),
  ];
}
