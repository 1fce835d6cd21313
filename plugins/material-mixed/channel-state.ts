import type { NodeMaterialConnectionPoint } from '@babylonjs/core/Materials/Node/nodeMaterialBlockConnectionPoint.js';
import type { GraphNodes } from './graph-nodes.js';
import { SLOT_START, UV_SLOTS } from './stage-targets.js';
import type { ChannelSlot } from './stage-targets.js';

type Point = NodeMaterialConnectionPoint;

/** How far a flow map moves the later stages' coordinates (in texture widths, either way of the flow). */
export const FLOW_REACH = 0.1;

/** What one channel has computed so far: its slots (a constant start value until a stage writes one), normal and light. */
export class ChannelState {
  private readonly slots = new Map<ChannelSlot, Point>();
  private readonly writes = new Set<ChannelSlot>();
  normal: Point;
  litColor: Point | undefined;
  litAlpha: Point | undefined;
  /** The normal-map colour that bent this channel's normal (the material's first normal-target stage), if it did. */
  normalMap: Point | undefined;

  constructor(private readonly nodes: GraphNodes, normal: Point) {
    this.normal = normal;
  }

  /** The slot's running value. */
  get(slot: ChannelSlot): Point {
    let point = this.slots.get(slot);
    if (!point) {
      const start = SLOT_START[slot];
      point = this.nodes.constant(`start_${slot}`, start, typeof start !== 'number');
      this.slots.set(slot, point);
    }
    return point;
  }

  set(slot: ChannelSlot, value: Point): void {
    this.slots.set(slot, value);
    this.writes.add(slot);
  }

  /** Whether a stage of the channel has written the slot so far. */
  written(slot: ChannelSlot): boolean {
    return this.writes.has(slot);
  }

  /**
   * The coordinate change the channel's earlier stages ask of a later one, or undefined: variable 3 scales about the
   * picture's centre, variables 0 and 1 offset u and v, a flow map sways the coordinates along its direction over time.
   */
  uvAdjust(): ((raw: Point) => Point) | undefined {
    if (!UV_SLOTS.some((slot) => this.writes.has(slot))) return undefined;
    const flow = this.get('flow');
    const u = this.get('variable0');
    const v = this.get('variable1');
    const s = this.get('variable3');
    const t = this.written('flow') ? this.nodes.time : this.nodes.constant('noTime', 0);
    return (uv) => this.nodes.glsl({
      name: 'kUvShift',
      code: [`void kUvShift(vec2 uv, vec3 flow, float u, float v, float s, float t, out vec2 r) { r = (uv - 0.5) * s + 0.5 + vec2(u, v) + (flow.xy * 2.0 - 1.0) * ${FLOW_REACH.toFixed(2)} * sin(t); }`],
      inputs: { uv, flow, u, v, s, t }, outputs: { r: 'Vector2' },
    })['r'] as Point;
  }
}
