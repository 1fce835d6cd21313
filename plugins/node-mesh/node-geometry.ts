import type { Geometry } from '@babylonjs/core/Meshes/geometry.js';
import type { Subscription } from 'rxjs';
import { readGeometryValue } from '../../sdk/index.js';
import type { GeometryBuilderContribution, GeometryData, JsonObject, JsonValue, NodeProps, RuntimeContext, SceneNodeData } from '../../sdk/index.js';
import { base64ToBytes, decodeKmb, type KmbMesh } from '../../libs/mesh-format/index.js';
import { isLines, sharedGeometry } from './geometry-cache.js';

const builderKeys = new WeakMap<GeometryBuilderContribution, number>();
const nodeVersions = new WeakMap<SceneNodeData, number>();
let nextNodeVersion = 0;
let nextBuilderKey = 0;

/** A number per document node version (node data is replaced on every change), for geometry cache keys. */
function nodeVersion(node: SceneNodeData | undefined): number | string {
  if (!node) return 'none';
  let version = nodeVersions.get(node);
  if (version === undefined) nodeVersions.set(node, (version = nextNodeVersion++));
  return version;
}

/** A number per builder contribution, so geometry cached from one builder object is never served for another. */
function builderKey(builder: GeometryBuilderContribution): number {
  let key = builderKeys.get(builder);
  if (key === undefined) builderKeys.set(builder, (key = nextBuilderKey++));
  return key;
}

export function kmbToGeometry(mesh: KmbMesh): GeometryData {
  return { positions: mesh.positions, indices: mesh.indices, normals: mesh.normals, uvs: mesh.uvs, lines: mesh.lines };
}

/** A shared geometry and whether it holds line segments. */
export interface BuiltGeometry {
  readonly geometry: Geometry;
  readonly lines: boolean;
}

/**
 * A mesh node's geometry when it is made at once: from a contributed builder (shared per builder, value and the
 * versions of the nodes the builder reads) or from embedded data. While the builder reads other nodes, `onDependencyChange`
 * hears when one of them changes (checked after each applied batch) until the next build or `stop`.
 */
export class NodeGeometry {
  private watch: Subscription | undefined;

  constructor(private readonly ctx: RuntimeContext, private readonly onDependencyChange: () => void) {}

  /**
   * Build it: 'elsewhere' when the node has neither a builder value nor embedded data (a stored asset, or none);
   * undefined when its builder is missing or failed (the failure is reported).
   */
  build(p: NodeProps): BuiltGeometry | 'elsewhere' | undefined {
    this.stop();
    const builderValue = readGeometryValue(p.value('geometry'));
    if (builderValue) {
      const builder = this.ctx.geometryBuilder(builderValue.className);
      if (!builder) return undefined;
      // The builder's identity is part of the key: a builder reloaded with new code must not reuse the old geometry.
      const dependencies = this.follow(builder, builderValue.params, builderValue.data);
      const key = `builder:${builderKey(builder)}:${JSON.stringify(builderValue)}${dependencies}`;
      try {
        const geometry = sharedGeometry(this.ctx.scene, key, () => builder.build(builderValue.params, builderValue.data, { node: (id) => this.ctx.node(id) }));
        return { geometry, lines: isLines(geometry) };
      } catch (error) {
        this.ctx.reportError(error);
        return undefined;
      }
    }
    const embedded = p.string('meshData');
    if (!embedded) return 'elsewhere';
    const geometry = sharedGeometry(this.ctx.scene, `embedded:${embedded}`, () => kmbToGeometry(decodeKmb(base64ToBytes(embedded))));
    return { geometry, lines: isLines(geometry) };
  }

  /** Stop following the nodes the last builder read. */
  stop(): void {
    this.watch?.unsubscribe();
    this.watch = undefined;
  }

  /** For a builder that reads other nodes: follow them. Returns the part of the cache key naming their versions. */
  private follow(builder: GeometryBuilderContribution, params: JsonObject, data: JsonValue | undefined): string {
    const ids = builder.dependencies?.(params, data) ?? [];
    if (!ids.length) return '';
    const nodes = new Map(ids.map((id) => [id, this.ctx.node(id)]));
    this.watch = this.ctx.onDidApply.subscribe(() => {
      for (const [id, before] of nodes) {
        if (this.ctx.node(id) !== before) return this.onDependencyChange();
      }
    });
    return `:nodes:${ids.map((id) => nodeVersion(nodes.get(id))).join(',')}`;
  }
}
