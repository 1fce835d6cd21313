import { Constants } from '@babylonjs/core/Engines/constants.js';
import { ShaderMaterial } from '@babylonjs/core/Materials/shaderMaterial.js';
import { RawTexture } from '@babylonjs/core/Materials/Textures/rawTexture.js';
import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { addScreenItemPicker } from '../../sdk/index.js';
import type { InfoPointData } from '../../sdk/index.js';
import { pickMarker } from './marker-pick.js';
import { pageBuffers, pointsByPage } from './marker-buffers.js';
import { rasterizeLabels } from './label-raster.js';
import type { RasterizedLabels } from './label-raster.js';
import { MARKER_FRAGMENT_SHADER, MARKER_VERTEX_SHADER } from './marker-shader.js';

/** One draw call: the points whose labels are on one atlas page. */
interface Batch {
  readonly mesh: Mesh;
  readonly material: ShaderMaterial;
  readonly atlas: RawTexture;
}

/** Drawn after the scene with its own depth buffer, so markers and labels are never hidden behind models. */
const OVERLAY_GROUP = 1;

/**
 * The markers of one info-point node: one mesh per label atlas page (a few draw calls for thousands of points). The
 * atlas is drawn again only when the set of visible names changes; a status, position or visibility edit rewrites
 * the vertex buffers only.
 */
export class InfoPointMarkers {
  private batches: Batch[] = [];
  private labels: RasterizedLabels | undefined;
  private labelKey: string | undefined;
  private points: readonly InfoPointData[] = [];
  /** A click on a marker selects its point (the viewport asks this node's picker before picking meshes). */
  private readonly picking: { dispose(): void };

  constructor(private readonly scene: Scene, private readonly parent: TransformNode) {
    this.picking = addScreenItemPicker(parent, (query) => pickMarker(this.points, parent, query));
  }

  /** Draw these points (hidden ones are left out). */
  update(points: readonly InfoPointData[]): void {
    this.points = points;
    const names = [...new Set(points.filter((p) => p.visible).map((p) => p.name))];
    const key = names.join('\u0000');
    if (key !== this.labelKey) {
      this.labelKey = key;
      this.labels = rasterizeLabels(names);
      this.disposeBatches();
    }
    const byPage = pointsByPage(points, this.labels?.layout);
    for (let page = 0; page < byPage.length; page++) {
      const batch = this.batches[page] ?? (this.batches[page] = this.createBatch(page));
      const data = pageBuffers(byPage[page]!, this.labels?.layout);
      batch.mesh.setVerticesData('position', data.positions, false, 3);
      batch.mesh.setVerticesData('markerOffset', data.offsets, false, 3);
      batch.mesh.setVerticesData('markerColor', data.colors, false, 4);
      batch.mesh.setVerticesData('uv', data.uvs, false, 2);
      batch.mesh.setIndices(data.indices);
      batch.mesh.setEnabled(data.points > 0);
    }
  }

  /** The meshes drawn (one per atlas page). */
  get meshes(): readonly Mesh[] {
    return this.batches.map((b) => b.mesh);
  }

  dispose(): void {
    this.picking.dispose();
    this.disposeBatches();
  }

  private createBatch(page: number): Batch {
    const name = `${this.parent.name}.infoPoints.${page}`;
    const mesh = new Mesh(name, this.scene);
    mesh.parent = this.parent;
    mesh.isPickable = false;
    mesh.alwaysSelectAsActiveMesh = true;
    mesh.doNotSerialize = true;
    mesh.renderingGroupId = OVERLAY_GROUP;
    const material = new ShaderMaterial(name, this.scene, { vertexSource: MARKER_VERTEX_SHADER, fragmentSource: MARKER_FRAGMENT_SHADER }, {
      attributes: ['position', 'markerOffset', 'markerColor', 'uv'],
      uniforms: ['world', 'viewProjection', 'screenSize', 'pixelScale'],
      samplers: ['atlas'],
      needAlphaBlending: true,
    });
    material.backFaceCulling = false;
    material.disableDepthWrite = true;
    material.alphaMode = Constants.ALPHA_COMBINE;
    material.doNotSerialize = true;
    const size = this.labels?.layout.pageSize ?? 1;
    const pixels = this.labels?.pages[page] ?? new Uint8Array(4);
    const atlas = RawTexture.CreateRGBATexture(pixels, size, size, this.scene, false, false);
    atlas.name = `${name}.labels`;
    atlas.hasAlpha = true;
    material.setTexture('atlas', atlas);
    const engine = this.scene.getEngine();
    material.onBindObservable.add(() => {
      const effect = material.getEffect();
      if (!effect) return;
      effect.setFloat2('screenSize', engine.getRenderWidth(), engine.getRenderHeight());
      effect.setFloat('pixelScale', 1 / engine.getHardwareScalingLevel());
    });
    mesh.material = material;
    return { mesh, material, atlas };
  }

  private disposeBatches(): void {
    for (const batch of this.batches) {
      batch.mesh.dispose();
      batch.material.dispose();
      batch.atlas.dispose();
    }
    this.batches = [];
  }
}
