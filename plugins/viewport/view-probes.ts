import { Matrix, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { Viewport } from '@babylonjs/core/Maths/math.viewport.js';
import type { Engine } from '@babylonjs/core/Engines/engine.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { Vector3Value } from '../../sdk/index.js';
import type { GizmoController } from './gizmos.js';
import type { ViewKind, ViewWindow } from './views.js';

/** A canvas point in CSS pixels. */
export interface CanvasPoint {
  readonly x: number;
  readonly y: number;
}

/** Where something shows in a window, and a point on its move gizmo's X arrow. */
export interface GizmoProbe {
  readonly center: CanvasPoint;
  readonly xArrow?: CanvasPoint;
}

/**
 * Screen positions of scene points, nodes and the gizmo in the viewport's windows, in canvas CSS pixels: what
 * end-to-end tests use to click and drag like a user.
 */
export class ViewProbes {
  constructor(
    private readonly engine: Engine,
    private readonly canvas: HTMLCanvasElement,
    private readonly windows: () => readonly ViewWindow[],
    private readonly gizmos: GizmoController,
  ) {}

  /** Canvas point of a world position as a window shows it (undefined when that window is not shown). */
  project(kind: ViewKind, point: Vector3): CanvasPoint | undefined {
    const w = this.windows().find((x) => x.kind === kind);
    if (!w) return undefined;
    const width = this.engine.getRenderWidth();
    const height = this.engine.getRenderHeight();
    const vp = w.camera.viewport;
    // Babylon's viewport counts y from the bottom; screen points count it from the top.
    const screen = new Viewport(vp.x * width, (1 - vp.y - vp.height) * height, vp.width * width, vp.height * height);
    const transform = w.camera.getViewMatrix(true).multiply(w.camera.getProjectionMatrix(true));
    const p = Vector3.Project(point, Matrix.IdentityReadOnly, transform, screen);
    const scale = this.canvas.getBoundingClientRect().width / Math.max(1, width);
    return { x: p.x * scale, y: p.y * scale };
  }

  /** Where a gizmo sitting at a world point shows in a window, and a point on its move X arrow. */
  private at(kind: ViewKind, origin: Vector3): GizmoProbe | undefined {
    const center = this.project(kind, origin);
    const ahead = this.project(kind, origin.add(new Vector3(1, 0, 0)));
    if (!center || !ahead) return undefined;
    return { center, xArrow: this.gizmos.xArrowPoint(kind, center, { x: ahead.x - center.x, y: ahead.y - center.y }) };
  }

  /** A node's position in a window, and its move gizmo's X arrow. */
  node(node: TransformNode | undefined, kind: ViewKind): GizmoProbe | undefined {
    if (!node) return undefined;
    node.computeWorldMatrix(true);
    return this.at(kind, node.getAbsolutePosition());
  }

  /** A scene point in a window. */
  point(point: Vector3Value, kind: ViewKind): CanvasPoint | undefined {
    return this.project(kind, new Vector3(point.x, point.y, point.z));
  }

  /** The gizmo (on the selection) in a window, and its move X arrow. */
  gizmo(kind: ViewKind): GizmoProbe | undefined {
    const anchor = this.gizmos.anchor;
    if (!anchor) return undefined;
    anchor.computeWorldMatrix(true);
    return this.at(kind, anchor.getAbsolutePosition());
  }
}
