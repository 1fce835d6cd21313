import { Constants } from '@babylonjs/core/Engines/constants.js';
import { ShaderMaterial } from '@babylonjs/core/Materials/shaderMaterial.js';
import { RawTexture } from '@babylonjs/core/Materials/Textures/rawTexture.js';
import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { addScreenItemPicker, infoPointStatusColour } from '../../sdk/index.js';
import type { InfoPointData } from '../../sdk/index.js';
import { pickMarker } from './marker-pick.js';
import { hexToRgb, pageBuffers, pointsByPage } from './marker-buffers.js';
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
  /** The colour data of each page as last uploaded, and where each drawn point's quads are in it (by the point's index). */
  private colours: Float32Array[] = [];
  private places: ({ readonly page: number; readonly quad: number; readonly quads: number } | undefined)[] = [];
  /** A click on a marker selects its point (the viewport asks this node's picker before picking meshes). */
  private readonly picking: { dispose(): void };

  constructor(private readonly scene: Scene, private readonly parent: TransformNode) {
    this.picking = addScreenItemPicker(parent, (query) => pickMarker(this.points, parent, query));
  }

  /**
   * Draw these points (hidden ones are left out). When only statuses changed (same points, names, places and
   * visibility: live data's updates), only the changed points' colours are written and the colour buffers uploaded.
   */
  update(points: readonly InfoPointData[]): void {
    if (this.recolour(points)) return;
    this.points = points;
    const names = [...new Set(points.filter((p) => p.visible).map((p) => p.name))];
    const key = names.join('\u0000');
    if (key !== this.labelKey) {
      this.labelKey = key;
      this.labels = rasterizeLabels(names);
      this.disposeBatches();
    }
    const layout = this.labels?.layout;
    const byPage = pointsByPage(points, layout);
    // Where each drawn point's quads land: pages keep the points' order, a point has a marker quad and maybe a label's.
    const index = new Map<InfoPointData, number>();
    points.forEach((p, i) => index.set(p, i));
    this.places = new Array(points.length);
    this.colours = [];
    for (let page = 0; page < byPage.length; page++) {
      let quad = 0;
      for (const point of byPage[page]!) {
        const quads = layout?.cells.has(point.name) ? 2 : 1;
        this.places[index.get(point)!] = { page, quad, quads };
        quad += quads;
      }
      const batch = this.batches[page] ?? (this.batches[page] = this.createBatch(page));
      const data = pageBuffers(byPage[page]!, layout);
      batch.mesh.setVerticesData('position', data.positions, false, 3);
      batch.mesh.setVerticesData('markerOffset', data.offsets, false, 3);
      batch.mesh.setVerticesData('markerColor', data.colors, true, 4);
      batch.mesh.setVerticesData('uv', data.uvs, false, 2);
      batch.mesh.setIndices(data.indices);
      batch.mesh.setEnabled(data.points > 0);
      this.colours[page] = data.colors;
    }
  }

  /** Only statuses changed since the last update: write the changed points' colours; false when more changed. */
  private recolour(points: readonly InfoPointData[]): boolean {
    const before = this.points;
    if (!before.length || points.length !== before.length || this.colours.length !== this.batches.length) return false;
    const changed: number[] = [];
    for (let i = 0; i < points.length; i++) {
      const a = before[i]!;
      const b = points[i]!;
      if (a === b) continue;
      if (a.name !== b.name || a.visible !== b.visible || a.position[0] !== b.position[0] || a.position[1] !== b.position[1] || a.position[2] !== b.position[2]) return false;
      if (a.status !== b.status) changed.push(i);
    }
    this.points = points;
    const touched = new Set<number>();
    const rgbOf = new Map<string, readonly number[]>();
    for (const i of changed) {
      const place = this.places[i];
      if (!place) continue; // hidden: not drawn
      const status = points[i]!.status;
      let rgb = rgbOf.get(status);
      if (!rgb) rgbOf.set(status, (rgb = hexToRgb(infoPointStatusColour(status))));
      const colours = this.colours[place.page]!;
      for (let v = place.quad * 4; v < (place.quad + place.quads) * 4; v++) {
        colours[v * 4] = rgb[0]!;
        colours[v * 4 + 1] = rgb[1]!;
        colours[v * 4 + 2] = rgb[2]!;
      }
      touched.add(place.page);
    }
    for (const page of touched) this.batches[page]!.mesh.updateVerticesData('markerColor', this.colours[page]!);
    return true;
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
    this.colours = [];
  }
}
