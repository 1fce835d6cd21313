import { Color4 } from '@babylonjs/core/Maths/math.color.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { CreateLineSystem } from '@babylonjs/core/Meshes/Builders/linesBuilder.js';
import type { LinesMesh } from '@babylonjs/core/Meshes/linesMesh.js';
import type { Scene } from '@babylonjs/core/scene.js';

/** Half the size of the grid of 1-unit lines, and of the grid of 10-unit lines, in scene units. */
const MINOR_EXTENT = 50;
const MAJOR_EXTENT = 200;
const MINOR = new Color4(0.3, 0.32, 0.37, 1);
const MAJOR = new Color4(0.42, 0.45, 0.52, 1);
const AXIS_X = new Color4(0.62, 0.3, 0.3, 1);
const AXIS_Z = new Color4(0.3, 0.4, 0.65, 1);

/** The segments of the ground grid in the XZ plane: 1-unit lines near the origin, 10-unit lines further out, axis lines. */
export function gridLines(): { lines: Vector3[][]; colors: Color4[][] } {
  const lines: Vector3[][] = [];
  const colors: Color4[][] = [];
  const add = (a: Vector3, b: Vector3, color: Color4) => {
    lines.push([a, b]);
    colors.push([color, color]);
  };
  for (let i = -MAJOR_EXTENT; i <= MAJOR_EXTENT; i++) {
    const major = i % 10 === 0;
    if (!major && Math.abs(i) > MINOR_EXTENT) continue;
    const extent = major ? MAJOR_EXTENT : MINOR_EXTENT;
    add(new Vector3(i, 0, -extent), new Vector3(i, 0, extent), i === 0 ? AXIS_Z : major ? MAJOR : MINOR);
    add(new Vector3(-extent, 0, i), new Vector3(extent, 0, i), i === 0 ? AXIS_X : major ? MAJOR : MINOR);
  }
  return { lines, colors };
}

/**
 * The editor's ground grid as one line mesh (one draw call; only the line pixels are shaded, where a grid shader would
 * shade every pixel of a ground plane). Not pickable, not saved, marked editor-only.
 */
export function createEditorGrid(scene: Scene): LinesMesh {
  const { lines, colors } = gridLines();
  const grid = CreateLineSystem('viewport.grid', { lines, colors, updatable: false }, scene);
  grid.isPickable = false;
  grid.doNotSerialize = true;
  grid.metadata = { editorOnly: true };
  grid.alwaysSelectAsActiveMesh = true;
  // Just under the ground plane, so a surface lying at y = 0 is not striped by the lines.
  grid.position.y = -0.001;
  return grid;
}
