import { Color3, Color4 } from '@babylonjs/core/Maths/math.color.js';
import { Scene } from '@babylonjs/core/scene.js';
import { Layer } from '@babylonjs/core/Layers/layer.js';
import '@babylonjs/core/Layers/layerSceneComponent.js';
import { CreateBox } from '@babylonjs/core/Meshes/Builders/boxBuilder.js';
import type { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import type { BaseTexture } from '@babylonjs/core/Materials/Textures/baseTexture.js';
import { CubeTexture } from '@babylonjs/core/Materials/Textures/cubeTexture.js';
import { HDRCubeTexture } from '@babylonjs/core/Materials/Textures/hdrCubeTexture.js';
import { Texture } from '@babylonjs/core/Materials/Textures/texture.js';
import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import { SkyMaterial } from '@babylonjs/materials/sky/skyMaterial.js';
import { readBoolean, readColor3, readNumber, readString } from '../../sdk/index.js';
import type { NodeAdapter, RuntimeContext, RuntimeObject, SceneNodeData } from '../../sdk/index.js';
import { SKY_PRESETS } from './sky-presets.js';

/** Fog density at amount 1 (exponential-squared fog over scene units). */
const MAX_FOG_DENSITY = 0.05;

/** Resolve a stored texture reference to a same-origin URL (absolute outside URLs are refused). */
function textureUrl(ref: string, ctx: RuntimeContext): string | undefined {
  if (!ref) return undefined;
  if (/^[a-z]+:\/\//i.test(ref) || ref.startsWith('//')) return undefined;
  if (ref.startsWith('/') || ref.startsWith('data:') || ref.startsWith('blob:')) return ref;
  return ctx.assetUrl(ref);
}

class SceneObject implements RuntimeObject {
  private sky: { box: Mesh; material: SkyMaterial } | undefined;
  private environment: { url: string; texture: BaseTexture; sky: Mesh } | undefined;
  private background: { url: string; layer: Layer } | undefined;
  private foreground: { url: string; layer: Layer } | undefined;

  constructor(private readonly scene: Scene, private readonly ctx: RuntimeContext, node: SceneNodeData) {
    this.update(node, Object.keys(node.props));
  }

  update(node: SceneNodeData, changedKeys: readonly string[]): void {
    const p = node.props;
    const changed = (...keys: string[]) => keys.some((k) => changedKeys.includes(k));
    const s = this.scene;
    if (changed('backgroundColor')) {
      const c = readColor3(p.backgroundColor, { r: 0.2, g: 0.22, b: 0.26 });
      s.clearColor = new Color4(c.r, c.g, c.b, 1);
    }
    if (changed('ambientColor')) {
      const c = readColor3(p.ambientColor, { r: 0, g: 0, b: 0 });
      s.ambientColor = new Color3(c.r, c.g, c.b);
    }
    if (changed('fogEnabled', 'fogColor', 'fogAmount')) {
      const enabled = readBoolean(p.fogEnabled, false);
      s.fogMode = enabled ? Scene.FOGMODE_EXP2 : Scene.FOGMODE_NONE;
      const c = readColor3(p.fogColor, { r: 0.8, g: 0.85, b: 0.9 });
      s.fogColor = new Color3(c.r, c.g, c.b);
      s.fogDensity = Math.min(1, Math.max(0, readNumber(p.fogAmount, 0.1))) * MAX_FOG_DENSITY;
    }
    if (changed('skyMode', 'skyPreset', 'skyboxVisible')) this.applySky(readString(p.skyMode, 'none'), readString(p.skyPreset, 'noon'), readBoolean(p.skyboxVisible, true));
    if (changed('skyMode', 'environmentUrl')) this.applyEnvironment(readString(p.skyMode, 'none') === 'hdr' ? readString(p.environmentUrl, '') : '');
    if (changed('skyMode', 'environmentUrl', 'skyboxVisible') && this.environment) this.environment.sky.isVisible = readBoolean(p.skyboxVisible, true);
    if (changed('environmentIntensity')) s.environmentIntensity = readNumber(p.environmentIntensity, 1);
    if (changed('backgroundImage')) this.background = this.applyLayer(this.background, readString(p.backgroundImage, ''), true);
    if (changed('foregroundImage')) this.foreground = this.applyLayer(this.foreground, readString(p.foregroundImage, ''), false);
    if (changed('foregroundImage', 'foregroundAlpha') && this.foreground) this.foreground.layer.color = new Color4(1, 1, 1, readNumber(p.foregroundAlpha, 1));
  }

  private applySky(mode: string, presetId: string, visible: boolean): void {
    if (mode !== 'preset') {
      this.sky?.box.dispose(false, true);
      this.sky = undefined;
      return;
    }
    if (!this.sky) {
      const material = new SkyMaterial('scene.sky', this.scene);
      material.backFaceCulling = false;
      const box = CreateBox('scene.skybox', { size: 1000 }, this.scene);
      box.material = material;
      box.isPickable = false;
      box.infiniteDistance = true;
      box.doNotSerialize = true;
      this.sky = { box, material };
    }
    const preset = SKY_PRESETS.find((x) => x.id === presetId) ?? SKY_PRESETS[0];
    Object.assign(this.sky.material, {
      inclination: preset.inclination, azimuth: preset.azimuth, luminance: preset.luminance, turbidity: preset.turbidity, rayleigh: preset.rayleigh,
    });
    this.sky.box.isVisible = visible;
  }

  private applyEnvironment(ref: string): void {
    const url = textureUrl(ref, this.ctx);
    if (this.environment?.url === url) return;
    this.environment?.sky.dispose(false, true);
    this.environment?.texture.dispose();
    this.environment = undefined;
    this.scene.environmentTexture = null;
    if (!url) return;
    const texture = /\.hdr($|\?)/i.test(url) ? new HDRCubeTexture(url, this.scene, 256, false, true, false, true) : CubeTexture.CreateFromPrefilteredData(url, this.scene);
    this.scene.environmentTexture = texture;
    this.environment = { url, texture, sky: this.environmentSky(texture) };
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

  private applyLayer(current: { url: string; layer: Layer } | undefined, ref: string, isBackground: boolean) {
    const url = textureUrl(ref, this.ctx);
    if (current?.url === url) return current;
    current?.layer.dispose();
    if (!url) return undefined;
    return { url, layer: new Layer(isBackground ? 'scene.background' : 'scene.foreground', url, this.scene, isBackground) };
  }

  dispose(): void {
    this.sky?.box.dispose(false, true);
    this.environment?.sky.dispose(false, true);
    this.environment?.texture.dispose();
    this.background?.layer.dispose();
    this.foreground?.layer.dispose();
    if (this.scene.environmentTexture === this.environment?.texture) this.scene.environmentTexture = null;
    this.sky = this.environment = this.background = this.foreground = undefined;
  }
}

/** The Scene root's adapter: it configures the Babylon scene itself and owns no scene-graph node. */
export const sceneAdapter: NodeAdapter = {
  className: 'Scene',
  create: (node, ctx) => new SceneObject(ctx.scene, ctx, node),
};
