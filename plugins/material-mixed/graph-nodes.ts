import type { NodeMaterial } from '@babylonjs/core/Materials/Node/nodeMaterial.js';
import type { NodeMaterialConnectionPoint } from '@babylonjs/core/Materials/Node/nodeMaterialBlockConnectionPoint.js';
import { NodeMaterialBlockConnectionPointTypes } from '@babylonjs/core/Materials/Node/Enums/nodeMaterialBlockConnectionPointTypes.js';
import { NodeMaterialBlockTargets } from '@babylonjs/core/Materials/Node/Enums/nodeMaterialBlockTargets.js';
import { NodeMaterialSystemValues } from '@babylonjs/core/Materials/Node/Enums/nodeMaterialSystemValues.js';
import { InputBlock } from '@babylonjs/core/Materials/Node/Blocks/Input/inputBlock.js';
import { AnimatedInputBlockTypes } from '@babylonjs/core/Materials/Node/Blocks/Input/animatedInputBlockTypes.js';
import { CustomBlock } from '@babylonjs/core/Materials/Node/Blocks/customBlock.js';
import { LightBlock } from '@babylonjs/core/Materials/Node/Blocks/Dual/lightBlock.js';
import { TransformBlock } from '@babylonjs/core/Materials/Node/Blocks/transformBlock.js';
import { VertexOutputBlock } from '@babylonjs/core/Materials/Node/Blocks/Vertex/vertexOutputBlock.js';
import { FrontFacingBlock } from '@babylonjs/core/Materials/Node/Blocks/Fragment/frontFacingBlock.js';
import { MeshAttributeExistsBlock } from '@babylonjs/core/Materials/Node/Blocks/meshAttributeExistsBlock.js';
import { Color3, Color4 } from '@babylonjs/core/Maths/math.color.js';
import { Vector2, Vector3, Vector4 } from '@babylonjs/core/Maths/math.vector.js';
import type { StageGlslFunction, StageGlslType } from '../../sdk/index.js';

type Point = NodeMaterialConnectionPoint;

const TYPES: Record<StageGlslType | 'Matrix', string> = {
  Float: 'Float', Vector2: 'Vector2', Vector3: 'Vector3', Vector4: 'Vector4', Color3: 'Color3', Color4: 'Color4', Matrix: 'Matrix',
};

/** A constant's value: a number or a 2–4 component tuple. */
export type ConstValue = number | readonly [number, number] | readonly [number, number, number] | readonly [number, number, number, number];

function babylonValue(value: ConstValue, color: boolean): number | Vector2 | Vector3 | Vector4 | Color3 | Color4 {
  if (typeof value === 'number') return value;
  if (value.length === 2) return new Vector2(value[0], value[1]);
  if (value.length === 3) return color ? new Color3(value[0], value[1], value[2]) : new Vector3(value[0], value[1], value[2]);
  return color ? new Color4(value[0], value[1], value[2], value[3]) : new Vector4(value[0], value[1], value[2], value[3]);
}

/**
 * Block factory for one material graph. Every block gets a name from a running counter and the caller's label, so the
 * same structure always yields the same shader source (which lets materials of one structure share compiled shaders).
 */
export class GraphNodes {
  private counter = 0;
  /** The fragment-side inputs every stage may use. */
  readonly localPosition: Point;
  readonly worldPosition: Point;
  readonly worldNormal: Point;
  readonly cameraPosition: Point;
  readonly view: Point;
  readonly world: Point;
  readonly viewDirection: Point;
  private readonly attributes = new Map<string, Point>();
  private frontFacingPoint: Point | undefined;
  private timePoint: Point | undefined;

  constructor(readonly material: NodeMaterial) {
    const position = this.attribute('position', NodeMaterialBlockConnectionPointTypes.Vector3);
    const normal = this.attribute('normal', NodeMaterialBlockConnectionPointTypes.Vector3);
    this.world = this.system('world', NodeMaterialSystemValues.World);
    const viewProjection = this.system('viewProjection', NodeMaterialSystemValues.ViewProjection);
    this.view = this.system('view', NodeMaterialSystemValues.View);
    this.cameraPosition = this.system('cameraPosition', NodeMaterialSystemValues.CameraPosition);
    this.worldPosition = this.transform('worldPos', position, this.world, 1);
    this.worldNormal = this.transform('worldNormal', normal, this.world, 0);
    const clip = this.transform('clipPos', this.worldPosition, viewProjection, 1);
    const vertexOutput = new VertexOutputBlock('vertexOutput');
    clip.connectTo(vertexOutput.vector);
    material.addOutputNode(vertexOutput);
    this.localPosition = position;
    this.viewDirection = this.glsl({
      name: 'kViewDir',
      code: ['void kViewDir(vec4 p, vec3 cam, out vec3 r) { r = normalize(cam - p.xyz); }'],
      inputs: { p: this.worldPosition, cam: this.cameraPosition },
      outputs: { r: 'Vector3' },
    })['r'] as Point;
  }

  private light: { diffuse: Point; specular: Point } | undefined;
  private readonly claims = new Set<string>();

  /** The one light block of the material (Babylon allows one), made with the first caller's inputs. */
  sceneLight(normal: Point, options?: { glossiness?: Point; specularColor?: Point }): { diffuse: Point; specular: Point } {
    if (!this.light && this.claims.has('pbr')) {
      // The PBR block has not shared its light yet (it asks for nothing before): unlit until it does.
      return { diffuse: this.constant('noLight', [1, 1, 1], true), specular: this.constant('noSpecular', [0, 0, 0], true) };
    }
    if (!this.light) {
      const block = new LightBlock(this.name('light'));
      this.worldPosition.connectTo(block.worldPosition);
      normal.connectTo(block.worldNormal);
      this.cameraPosition.connectTo(block.cameraPosition);
      this.view.connectTo(block.view);
      if (options?.glossiness) options.glossiness.connectTo(block.glossiness);
      if (options?.specularColor) options.specularColor.connectTo(block.specularColor);
      this.light = { diffuse: block.diffuseOutput, specular: block.specularOutput };
    }
    return this.light;
  }

  /** True the first time a name is claimed in this material. */
  claim(name: string): boolean {
    if (this.claims.has(name)) return false;
    // Babylon's light block and PBR block both declare the shadow varyings: one of the two per material.
    if (name === 'pbr' && this.light) return false;
    this.claims.add(name);
    return true;
  }

  /** The PBR block's light, for the stages after it. */
  shareLight(light: { diffuse: Point; specular: Point }): void {
    this.light ??= light;
  }

  /** A unique, deterministic block name. */
  name(label: string): string {
    return `k${this.counter++}_${label}`;
  }

  /** A mesh attribute (shared between uses). */
  attribute(name: string, type: NodeMaterialBlockConnectionPointTypes): Point {
    const known = this.attributes.get(name);
    if (known) return known;
    const block = new InputBlock(name, NodeMaterialBlockTargets.Vertex, type);
    block.setAsAttribute(name);
    this.attributes.set(name, block.output);
    return block.output;
  }

  /** A mesh attribute with a fallback when the mesh does not have it. */
  optionalAttribute(name: string, type: NodeMaterialBlockConnectionPointTypes, fallback: ConstValue): Point {
    const key = `${name}?`;
    const known = this.attributes.get(key);
    if (known) return known;
    const exists = new MeshAttributeExistsBlock(this.name(`${name}Exists`));
    this.attribute(name, type).connectTo(exists.input);
    this.constant(`${name}Fallback`, fallback, type === NodeMaterialBlockConnectionPointTypes.Color4).connectTo(exists.fallback);
    this.attributes.set(key, exists.output);
    return exists.output;
  }

  /** A system value (matrix or camera position). */
  system(label: string, value: NodeMaterialSystemValues): Point {
    const block = new InputBlock(label);
    block.setAsSystemValue(value);
    return block.output;
  }

  /** A compile-time constant. */
  constant(label: string, value: ConstValue, color = false): Point {
    const block = new InputBlock(this.name(label));
    block.value = babylonValue(value, color);
    block.isConstant = true;
    return block.output;
  }

  /** A uniform whose value the caller keeps setting through the block. */
  uniform(label: string, value: ConstValue, color = false): InputBlock {
    const block = new InputBlock(this.name(label));
    block.value = babylonValue(value, color);
    return block;
  }

  /** Seconds since start (animated by Babylon each frame). */
  get time(): Point {
    if (!this.timePoint) {
      const block = new InputBlock(this.name('time'), NodeMaterialBlockTargets.Fragment, NodeMaterialBlockConnectionPointTypes.Float);
      block.value = 0;
      block.animationType = AnimatedInputBlockTypes.RealTime;
      this.timePoint = block.output;
    }
    return this.timePoint;
  }

  /** 1 on front faces, 0 on back faces. */
  get frontFacing(): Point {
    if (!this.frontFacingPoint) {
      const block = new FrontFacingBlock(this.name('frontFacing'));
      this.frontFacingPoint = block.output;
    }
    return this.frontFacingPoint;
  }

  /** `matrix * vec4(vector, w)`. */
  transform(label: string, vector: Point, matrix: Point, w: number): Point {
    const block = new TransformBlock(this.name(label));
    block.complementW = w;
    vector.connectTo(block.vector);
    matrix.connectTo(block.transform);
    return block.output;
  }

  /**
   * A GLSL function as a custom block; its outputs by name. It runs per pixel: a 'Neutral' block fed only by attributes
   * and uniforms lands in the vertex shader, where `fract(uv)` of a box's corner coordinates (0 or 1) is 0 at every
   * vertex and a whole face sampled one texel (issue 26, item 5: a flat salmon box instead of bricks).
   */
  glsl(fn: StageGlslFunction): Record<string, Point> {
    const block = new CustomBlock(this.name(fn.name));
    block.options = {
      name: fn.name,
      functionName: fn.name,
      target: 'Fragment',
      code: [...fn.code],
      inParameters: Object.entries(fn.inputs).map(([name, point]) => ({ name, type: glslTypeOf(point) })),
      outParameters: Object.entries(fn.outputs).map(([name, type]) => ({ name, type: TYPES[type] })),
    };
    for (const [name, point] of Object.entries(fn.inputs)) {
      const input = block.inputs.find((i) => i.name === name);
      if (!input) throw new Error(`GLSL block ${fn.name} has no input ${name}`);
      point.connectTo(input);
    }
    const outputs: Record<string, Point> = {};
    for (const output of block.outputs) outputs[output.name] = output;
    return outputs;
  }
}

/** The custom-block type name of a point's type. */
function glslTypeOf(point: Point): string {
  switch (point.type) {
    case NodeMaterialBlockConnectionPointTypes.Float: return 'Float';
    case NodeMaterialBlockConnectionPointTypes.Vector2: return 'Vector2';
    case NodeMaterialBlockConnectionPointTypes.Vector3: return 'Vector3';
    case NodeMaterialBlockConnectionPointTypes.Vector4: return 'Vector4';
    case NodeMaterialBlockConnectionPointTypes.Color3: return 'Color3';
    case NodeMaterialBlockConnectionPointTypes.Color4: return 'Color4';
    case NodeMaterialBlockConnectionPointTypes.Matrix: return 'Matrix';
    default: throw new Error(`A GLSL block input cannot take a point of type ${point.type}`);
  }
}
