import { Color3, Color4 } from '@babylonjs/core/Maths/math.color.js';
import { Scene } from '@babylonjs/core/scene.js';
import type { Layer } from '@babylonjs/core/Layers/layer.js';
import { CreateBox } from '@babylonjs/core/Meshes/Builders/boxBuilder.js';
import type { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import type { BaseTexture } from '@babylonjs/core/Materials/Textures/baseTexture.js';
import { Texture } from '@babylonjs/core/Materials/Textures/texture.js';
import { RawTexture } from '@babylonjs/core/Materials/Textures/rawTexture.js';
import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import type { SkyMaterial } from '@babylonjs/materials/sky/skyMaterial.js';
import { defineNodeType, readTextureValue, textureUrlOf, titles } from '../../sdk/index.js';
import { generatedTexturePixels } from '../../libs/generated-textures/index.js';
import type { NodeProps, RuntimeContext, RuntimeObject, SceneNodeData, TextureValue } from '../../sdk/index.js';
import { SCENE_DESCRIPTORS } from './descriptors.js';
import { SKY_PRESETS } from './sky-presets.js';

/** Fog density at amount 1 (exponential-squared fog over scene units). */
const MAX_FOG_DENSITY = 0.05;

/** The sky material and HDR environments, loaded with the first scene that uses one (sky-parts.ts). */
const skyParts = () => import('./sky-parts.js');

/** Babylon's layers (a background or foreground picture), loaded with the first scene that has one (layer-parts.ts). */
const layerParts = () => import('./layer-parts.js');

/** Babylon's cube textures (a prefiltered .env or .dds environment), loaded with the first scene that has one. */
const cubeTextures = () => import('@babylonjs/core/Materials/Textures/cubeTexture.js');

/** Resolve a stored texture reference to a same-origin URL (absolute outside URLs are refused). */
function textureUrl(ref: string, ctx: RuntimeContext): string | undefined {
  return ref ? ctx.resolveUrl(ref) : undefined;
}

class SceneObject implements RuntimeObject {
  private sky: { box: Mesh; material: SkyMaterial } | undefined;
  private environment: { url: string; texture: BaseTexture; sky: Mesh } | undefined;
  private background: { url: string; layer: Layer } | undefined;
  private foreground: { url: string; layer: Layer } | undefined;
  /** Counts each layer's changes: a loading one that is no longer the latest is dropped. */
  private readonly layerChanges = { background: 0, foreground: 0 };
  /** The foreground's opacity (its layer's colour alpha). */
  private foregroundAlpha = 1;
  /** Counts the sky and environment changes: a loading one that is no longer the latest is dropped. */
  private skyChange = 0;
  private environmentChange = 0;
  private disposed = false;

  constructor(
    private readonly scene: Scene,
    private readonly ctx: RuntimeContext,
    private readonly read: (node: SceneNodeData, changedKeys: readonly string[]) => NodeProps,
    node: SceneNodeData,
  ) {
    this.update(node, SCENE_DESCRIPTORS.map((d) => d.name));
  }

  update(node: SceneNodeData, changedKeys: readonly string[]): void {
    const p = this.read(node, changedKeys);
    const changed = p.changed;
    const s = this.scene;
    if (changed('backgroundColor')) {
      const c = p.color3('backgroundColor');
      s.clearColor = new Color4(c.r, c.g, c.b, 1);
    }
    if (changed('ambientColor')) {
      const c = p.color3('ambientColor');
      s.ambientColor = new Color3(c.r, c.g, c.b);
    }
    if (changed('fogEnabled', 'fogColor', 'fogAmount')) {
      const enabled = p.boolean('fogEnabled');
      s.fogMode = enabled ? Scene.FOGMODE_EXP2 : Scene.FOGMODE_NONE;
      const c = p.color3('fogColor');
      s.fogColor = new Color3(c.r, c.g, c.b);
      s.fogDensity = Math.min(1, Math.max(0, p.number('fogAmount'))) * MAX_FOG_DENSITY;
    }
    if (changed('skyMode', 'skyPreset', 'skyboxVisible')) this.applySky(p.string('skyMode'), p.string('skyPreset'), p.boolean('skyboxVisible'));
    if (changed('skyMode', 'environmentUrl', 'skyboxVisible')) {
      this.applyEnvironment(p.string('skyMode') === 'hdr' ? textureUrlOf(readTextureValue(p.value('environmentUrl'))) : '', p.boolean('skyboxVisible'));
    }
    if (changed('environmentIntensity')) s.environmentIntensity = p.number('environmentIntensity');
    if (changed('backgroundImage')) this.applyLayer('background', readTextureValue(p.value('backgroundImage')));
    if (changed('foregroundImage')) this.applyLayer('foreground', readTextureValue(p.value('foregroundImage')));
    if (changed('foregroundImage', 'foregroundAlpha')) {
      // Kept: the foreground's layer may arrive later (layer-parts.ts) and takes it then.
      this.foregroundAlpha = p.number('foregroundAlpha');
      if (this.foreground) this.foreground.layer.color = new Color4(1, 1, 1, this.foregroundAlpha);
    }
  }

  private applySky(mode: string, presetId: string, visible: boolean): void {
    const change = ++this.skyChange;
    if (mode !== 'preset') {
      this.sky?.box.dispose(false, true);
      this.sky = undefined;
      return;
    }
    const preset = SKY_PRESETS.find((x) => x.id === presetId) ?? SKY_PRESETS[0];
    const show = (sky: { box: Mesh; material: SkyMaterial }) => {
      Object.assign(sky.material, {
        inclination: preset.inclination, azimuth: preset.azimuth, luminance: preset.luminance, turbidity: preset.turbidity, rayleigh: preset.rayleigh,
      });
      sky.box.isVisible = visible;
    };
    if (this.sky) {
      show(this.sky);
      return;
    }
    this.whileLoading(skyParts().then(({ SkyMaterial }) => {
      if (change !== this.skyChange || this.disposed || this.sky) return;
      const material = new SkyMaterial('scene.sky', this.scene);
      material.backFaceCulling = false;
      const box = CreateBox('scene.skybox', { size: 1000 }, this.scene);
      box.material = material;
      box.isPickable = false;
      box.infiniteDistance = true;
      box.doNotSerialize = true;
      this.sky = { box, material };
      show(this.sky);
    }));
  }

  /** The scene counts as loading (whenReady waits) until `work` settles; a failure is reported as the runtime does. */
  private whileLoading(work: Promise<unknown>): void {
    const pending = {};
    this.scene.addPendingData(pending);
    work.catch((error: unknown) => console.error('Scene sky or environment failed to load', error)).finally(() => this.scene.removePendingData(pending));
  }

  private applyEnvironment(ref: string, visible: boolean): void {
    const url = textureUrl(ref, this.ctx);
    if (this.environment?.url === url) {
      if (this.environment) this.environment.sky.isVisible = visible;
      return;
    }
    const change = ++this.environmentChange;
    this.environment?.sky.dispose(false, true);
    this.environment?.texture.dispose();
    this.environment = undefined;
    this.scene.environmentTexture = null;
    if (!url) return;
    const start = (texture: BaseTexture) => {
      this.scene.environmentTexture = texture;
      this.environment = { url, texture, sky: this.environmentSky(texture) };
      this.environment.sky.isVisible = visible;
    };
    if (!/\.hdr($|\?)/i.test(url)) {
      this.whileLoading(cubeTextures().then(({ CubeTexture }) => {
        if (change !== this.environmentChange || this.disposed) return;
        start(CubeTexture.CreateFromPrefilteredData(url, this.scene));
      }));
      return;
    }
    this.whileLoading(skyParts().then(({ createHdrEnvironment }) => {
      if (change !== this.environmentChange || this.disposed) return;
      start(createHdrEnvironment(url, this.scene));
    }));
  }

  /** A sky box that shows the environment itself (lighting alone would leave standard materials looking unchanged). */
  private environmentSky(texture: BaseTexture): Mesh {
    const reflection = texture.clone() ?? texture;
    reflection.coordinatesMode = Texture.SKYBOX_MODE;
    const material = new StandardMaterial('scene.environmentSky', this.scene);
    material.backFaceCulling = false;
    material.disableLighting = true;
    material.reflectionTexture = reflection;
    material.diffuseColor = new Color3(0, 0, 0);
    material.specularColor = new Color3(0, 0, 0);
    const box = CreateBox('scene.environmentSkybox', { size: 1000 }, this.scene);
    box.material = material;
    box.isPickable = false;
    box.infiniteDistance = true;
    box.applyFog = false;
    box.doNotSerialize = true;
    return box;
  }

  /**
   * A layer showing a picture, or a gradient / procedural preset painted in the browser; Babylon's layer code loads
   * with the first one (the scene counts as loading meanwhile).
   */
  private applyLayer(which: 'background' | 'foreground', value: TextureValue | undefined): void {
    const pixels = generatedTexturePixels(value);
    const url = pixels ? JSON.stringify(value) : textureUrl(textureUrlOf(value), this.ctx);
    if (this[which]?.url === url) return;
    this[which]?.layer.dispose();
    this[which] = undefined;
    const change = ++this.layerChanges[which];
    if (!url) return;
    this.whileLoading(layerParts().then(({ Layer }) => {
      if (change !== this.layerChanges[which] || this.disposed) return;
      const name = `scene.${which}`;
      const isBackground = which === 'background';
      const layer = new Layer(name, pixels ? null : url, this.scene, isBackground);
      if (pixels) layer.texture = RawTexture.CreateRGBATexture(pixels.data, pixels.width, pixels.height, this.scene, false, true);
      if (!isBackground) layer.color = new Color4(1, 1, 1, this.foregroundAlpha);
      this[which] = { url, layer };
    }));
  }

  dispose(): void {
    this.sky?.box.dispose(false, true);
    this.environment?.sky.dispose(false, true);
    this.environment?.texture.dispose();
    this.background?.layer.dispose();
    this.foreground?.layer.dispose();
    if (this.scene.environmentTexture === this.environment?.texture) this.scene.environmentTexture = null;
    this.sky = this.environment = this.background = this.foreground = undefined;
    this.disposed = true;
  }
}

/** The Scene root: its adapter configures the Babylon scene itself and owns no scene-graph node. */
export const sceneType = defineNodeType({
  id: 'Scene',
  titles: titles('Scene', '场景', '場景'),
  descriptors: SCENE_DESCRIPTORS,
  creatable: false,
  readElsewhere: {
    renderWidth: 'the viewport, which letterboxes to the render size',
    renderHeight: 'the viewport, which letterboxes to the render size',
    allowedOrigins: 'the player\'s logic runtime, which answers a puzzle\'s fetchJson only for these origins, and live data, which connects only to these origins',
    liveData: 'plugins/live-data, which connects the sources and shows bound values',
  },
  runtime: (node, ctx, read) => new SceneObject(ctx.scene, ctx, read, node),
});
