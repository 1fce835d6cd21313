import { TargetCamera } from '@babylonjs/core/Cameras/targetCamera.js';
import { Matrix, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { Observer } from '@babylonjs/core/Misc/observable.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { defineNodeType, keepSceneRendering, measurePolyline, splineGroupPolylines, titles } from '../../sdk/index.js';
import type { Disposable, MeasuredPolyline, NodeProps, RuntimeContext, RuntimeObject, SceneNodeData, SplinePoint } from '../../sdk/index.js';
import { SPLINE_CAMERA_DESCRIPTORS } from './descriptors.js';
import { splineCameraPose } from './pose.js';

type ReadProps = (node: SceneNodeData, changedKeys: readonly string[]) => NodeProps;

const ALL_KEYS = SPLINE_CAMERA_DESCRIPTORS.map((d) => d.name);

/**
 * The engine side of a spline camera: a Babylon TargetCamera (no user input) that runs along one spline of a spline
 * group from the time the scene starts rendering, aiming ahead on the path or at a fixed point.
 */
class SplineCameraObject implements RuntimeObject {
  readonly node: TargetCamera;
  private props: NodeProps;
  private seconds = 0;
  private line: { readonly data: SceneNodeData; readonly index: number; readonly measured: MeasuredPolyline | undefined } | undefined;
  private readonly observer: Observer<Scene> | null;
  /** Held while the camera looks at the scene and still runs along its spline: an on-demand view keeps drawing. */
  private keep: Disposable | undefined;

  constructor(data: SceneNodeData, private readonly ctx: RuntimeContext, private readonly read: ReadProps) {
    const previous = ctx.scene.activeCamera;
    this.node = new TargetCamera(data.name, new Vector3(0, 0, -10), ctx.scene, false);
    ctx.scene.activeCamera = previous;
    this.props = read(data, ALL_KEYS);
    this.applyLens();
    this.place();
    this.observer = ctx.scene.onBeforeRenderObservable.add(() => {
      this.seconds += Math.min(0.25, ctx.scene.getEngine().getDeltaTime() / 1000);
      const running = this.place() && ctx.scene.activeCamera === this.node;
      if (running) this.keep ??= keepSceneRendering(ctx.scene);
      else this.release();
    });
  }

  update(data: SceneNodeData, keys: readonly string[]): void {
    this.props = this.read(data, keys);
    if (keys.includes('name')) this.node.name = data.name;
    this.applyLens();
    // A new path or start restarts the run.
    if (this.props.changed('splineGroup', 'splineIndex', 'startOffset')) this.seconds = 0;
    this.place();
  }

  private applyLens(): void {
    const p = this.props;
    if (p.changed('fov')) this.node.fov = p.number('fov');
    if (p.changed('minZ')) this.node.minZ = p.number('minZ');
    if (p.changed('maxZ')) this.node.maxZ = p.number('maxZ');
  }

  /** The chosen spline of the group, measured once per version of the spline node. */
  private measuredLine(id: string, index: number): MeasuredPolyline | undefined {
    const data = id ? this.ctx.node(id) : undefined;
    if (!data) return undefined;
    if (this.line?.data !== data || this.line.index !== index) {
      const lines = splineGroupPolylines(data);
      const chosen = lines[Math.min(Math.max(0, index), lines.length - 1)];
      this.line = { data, index, measured: chosen && measurePolyline(chosen) };
    }
    return this.line.measured;
  }

  private release(): void {
    this.keep?.dispose();
    this.keep = undefined;
  }

  /**
   * Put the camera where the args say it is now (it stays where it was while there is no spline to follow); returns
   * whether it is still on its way (it moves on a looping or closed spline, or has not reached the end of an open one).
   */
  private place(): boolean {
    const p = this.props;
    const groupId = p.string('splineGroup');
    const look = p.string('look');
    const target = p.vector3('target');
    const args = { speed: p.number('speed'), loop: p.boolean('loop'), startOffset: p.number('startOffset'), lookAhead: p.number('lookAhead') };
    const measured = this.measuredLine(groupId, Math.floor(p.number('splineIndex')));
    const pose = measured && splineCameraPose(measured, args, this.seconds);
    const splineNode = this.ctx.objectOf(groupId)?.node;
    if (!pose || !splineNode) return false;
    const toWorld = (splineNode as { computeWorldMatrix?(force: boolean): Matrix }).computeWorldMatrix?.(true) ?? Matrix.IdentityReadOnly;
    const world = (v: SplinePoint) => Vector3.TransformCoordinates(new Vector3(v.x, v.y, v.z), toWorld);
    const position = world(pose.position);
    const aim = look === 'target' ? new Vector3(target.x, target.y, target.z) : world(pose.ahead);
    // Position and target of a parented camera are in its parent's space.
    const parent = this.node.parent as { computeWorldMatrix?(force: boolean): Matrix } | null;
    const toLocal = parent?.computeWorldMatrix ? Matrix.Invert(parent.computeWorldMatrix(true)) : undefined;
    this.node.position.copyFrom(toLocal ? Vector3.TransformCoordinates(position, toLocal) : position);
    this.node.setTarget(toLocal ? Vector3.TransformCoordinates(aim, toLocal) : aim);
    if (args.speed === 0 || !measured) return false;
    if (args.loop || measured.line.closed) return true;
    const distance = args.startOffset + args.speed * this.seconds;
    return args.speed > 0 ? distance < measured.length : distance > 0;
  }

  dispose(): void {
    this.ctx.scene.onBeforeRenderObservable.remove(this.observer);
    this.release();
    this.node.dispose();
  }
}

/** The spline camera: camera args following a spline (spec 001 §3); the player can start on it. */
export const splineCameraType = defineNodeType({
  id: 'SplineCamera',
  titles: titles('Spline camera', '样条相机', '樣條相機'),
  descriptors: SPLINE_CAMERA_DESCRIPTORS,
  container: false,
  readElsewhere: { active: 'stored for the player, which starts on the first active camera; the editor keeps its own cameras' },
  runtime: (node, ctx, read) => new SplineCameraObject(node, ctx, read),
});
