import type { Document, Material } from '@gltf-transform/core';
import { KHRMaterialsUnlit } from '@gltf-transform/extensions';
import { KMATERIAL_CLASS, MATERIAL_ROLE_OPTION } from '../../sdk/index.js';
import type { JsonValue, MaterialBake, MaterialRole, MaterialTypeContribution, SceneNodeData } from '../../sdk/index.js';
import { colorOf, toLinear } from './gltf-space.js';
import type { Vec3 } from './gltf-space.js';
import type { GltfTextures, TextureSlot } from './gltf-textures.js';

/** Material types whose colours are stored linear (as glTF's are); every other type's are gamma (the picker's). */
const LINEAR_COLOR_TYPES = new Set(['PBRMaterial']);
/** Node type of the no-light material: exported with KHR_materials_unlit. */
const UNLIT_TYPE = 'NoLightMaterial';
/** Types glTF's metallic-roughness model states exactly; others are baked in the designer, approximated elsewhere (docs/interop.md). */
const EXACT_TYPES = new Set(['PBRMaterial', UNLIT_TYPE]);
/** What an export without a GPU (Node, the CLI) says of a mixed material it could not bake. */
const APPROXIMATED_WITHOUT_BAKE = 'base colour, emissive colour, opacity, sides and role pictures only: not baked (no GPU; export from the designer to bake its channels into pictures)';

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const num = (value: JsonValue | undefined, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/**
 * glTF materials of the document's material nodes (by node id) and of the colour meshes (by colour and opacity), made
 * once each: PBR as metallic-roughness, no-light through KHR_materials_unlit, every other type (Phong, mixed, node)
 * by its base colour, emissive colour, opacity, sides and the pictures of its roles, marked `approximated` in extras.
 */
export class GltfMaterials {
  private readonly byId = new Map<string, Material | undefined>();
  private readonly byColor = new Map<string, Material>();
  private unlit: KHRMaterialsUnlit | undefined;

  constructor(
    private readonly doc: Document,
    private readonly textures: GltfTextures,
    private readonly node: (id: string) => SceneNodeData | undefined,
    private readonly types: ReadonlyMap<string, MaterialTypeContribution>,
    private readonly bake?: (id: string) => Promise<MaterialBake | undefined>,
  ) {}

  /** The material of a colour mesh: its Colour (gamma) and Opacity, a dielectric as Babylon's colour material looks. */
  ofColor(color: Vec3, alpha: number): Material {
    const a = clamp01(alpha);
    const key = `${color.map((c) => c.toFixed(4)).join(',')},${a.toFixed(4)}`;
    let material = this.byColor.get(key);
    if (!material) {
      const linear = toLinear(color);
      material = this.doc.createMaterial(`colour ${key}`).setBaseColorFactor([...linear, a]).setMetallicFactor(0).setRoughnessFactor(0.85)
        .setAlphaMode(a < 1 ? 'BLEND' : 'OPAQUE').setExtras({ source: 'meshColour' });
      this.byColor.set(key, material);
    }
    return material;
  }

  /** Make the materials of these material nodes (their pictures are read asynchronously) before `ofNodeNow` is asked. */
  async prepare(ids: Iterable<string>): Promise<void> {
    for (const id of ids) {
      if (this.byId.has(id)) continue;
      this.byId.set(id, await this.make(id));
    }
  }

  /** The prepared material of a material node, undefined when the id names none. */
  ofNodeNow(id: string): Material | undefined {
    return this.byId.get(id);
  }

  /** Dispose the prepared materials no mesh uses (and textures only they used). */
  pruneUnused(): void {
    for (const material of this.byId.values()) {
      if (!material || material.listParents().some((p) => p.propertyType !== 'Root')) continue;
      const textures = [material.getBaseColorTexture(), material.getNormalTexture(), material.getEmissiveTexture(), material.getMetallicRoughnessTexture()].filter((t) => t !== null);
      material.dispose();
      for (const texture of textures) if (texture.listParents().every((p) => p.propertyType === 'Root')) texture.dispose();
    }
  }

  private async make(id: string): Promise<Material | undefined> {
    const node = this.node(id);
    const type = node && this.types.get(node.type);
    if (!node || !type) return undefined;
    const props = node.props;
    const byRole = new Map<string, string>();
    for (const d of type.descriptors) {
      const role = d.options?.[MATERIAL_ROLE_OPTION];
      if (typeof role === 'string') byRole.set(role, d.name);
    }
    const roleValue = (role: MaterialRole) => {
      const name = byRole.get(role);
      return name === undefined ? undefined : props[name] ?? type.descriptors.find((d) => d.name === name)?.default as JsonValue | undefined;
    };
    const linear = LINEAR_COLOR_TYPES.has(type.id);
    const color = (role: MaterialRole, fallback: Vec3): Vec3 => {
      const c = colorOf(roleValue(role));
      if (!c) return fallback;
      return linear ? [clamp01(c[0]), clamp01(c[1]), clamp01(c[2])] : toLinear(c);
    };
    const baked = EXACT_TYPES.has(type.id) || !this.bake ? undefined : await this.bake(id).catch(() => undefined);
    if (baked) return this.ofBake(node, baked, roleValue('twoSided') === true || props.twoSidedLighting === true);
    const alpha = clamp01(num(roleValue('opacity'), 1));
    const material = this.doc.createMaterial(node.name)
      .setBaseColorFactor([...color('baseColor', [1, 1, 1]), alpha])
      .setEmissiveFactor(color('emissiveColor', [0, 0, 0]))
      .setAlphaMode(alpha < 1 ? 'BLEND' : 'OPAQUE')
      .setDoubleSided(roleValue('twoSided') === true);
    if (type.id === 'PBRMaterial') {
      material.setMetallicFactor(clamp01(num(props.metallic, 0))).setRoughnessFactor(clamp01(num(props.roughness, 0.5)));
    } else {
      // Blinn-Phong glossiness to a GGX roughness (sqrt(2 / (n + 2))); types without one are matte dielectrics.
      const power = num(props.specularPower, NaN);
      material.setMetallicFactor(0).setRoughnessFactor(Number.isFinite(power) ? clamp01(Math.sqrt(2 / (power + 2))) : 1);
    }
    if (type.id === UNLIT_TYPE) {
      this.unlit ??= this.doc.createExtension(KHRMaterialsUnlit);
      material.setExtension('KHR_materials_unlit', this.unlit.createUnlit());
      material.setBaseColorFactor([...color('baseColor', [1, 1, 1]), alpha]).setEmissiveFactor([0, 0, 0]);
    }
    const slots: [TextureSlot, JsonValue | undefined][] = [
      ['baseColor', roleValue('baseTexture')], ['normal', roleValue('normalTexture')], ['emissive', roleValue('emissiveTexture')],
    ];
    if (type.id === 'PBRMaterial') slots.push(['metallicRoughness', props.metallicRoughnessTexture]);
    const leftOut: string[] = [];
    for (const [slot, value] of slots) if (!(await this.textures.assign(material, slot, value))) leftOut.push(slot);
    // A texture's colour multiplies the factor; an emissive picture needs a factor of 1 to show.
    if (material.getEmissiveTexture() && material.getEmissiveFactor().every((c) => c === 0)) material.setEmissiveFactor([1, 1, 1]);
    material.setExtras({
      sceneNodeId: node.id, sceneNodeType: node.type,
      ...(EXACT_TYPES.has(type.id) ? {} : { approximated: type.id === KMATERIAL_CLASS && !this.bake ? APPROXIMATED_WITHOUT_BAKE : 'base colour, emissive colour, opacity, sides and role pictures only' }),
      ...(leftOut.length ? { texturesLeftOut: leftOut } : {}),
    });
    return material;
  }

  /**
   * The material of a bake (a mixed material rendered by the designer's engine): the baked colour, emissive,
   * metallic-roughness and normal pictures with factors of 1, unlit through KHR_materials_unlit; `extras.baked` names the pictures
   * and `extras.notBaked` what they could not carry.
   */
  private ofBake(node: SceneNodeData, bake: MaterialBake, doubleSided: boolean): Material {
    const material = this.doc.createMaterial(node.name).setBaseColorFactor([1, 1, 1, 1]).setDoubleSided(doubleSided)
      .setMetallicFactor(bake.metallicRoughness ? 1 : 0).setRoughnessFactor(1)
      .setBaseColorTexture(this.textures.ofPixels(bake.baseColor, 'baseColor'));
    if (bake.alphaCutOff > 0) material.setAlphaMode('MASK').setAlphaCutoff(bake.alphaCutOff);
    else material.setAlphaMode(bake.transparent ? 'BLEND' : 'OPAQUE');
    const pictures = ['baseColor'];
    if (bake.emissive) {
      material.setEmissiveTexture(this.textures.ofPixels(bake.emissive, 'emissive')).setEmissiveFactor([1, 1, 1]);
      pictures.push('emissive');
    }
    if (bake.metallicRoughness) {
      material.setMetallicRoughnessTexture(this.textures.ofPixels(bake.metallicRoughness, 'metallicRoughness'));
      pictures.push('metallicRoughness');
    }
    if (bake.normal) {
      material.setNormalTexture(this.textures.ofPixels(bake.normal, 'normal'));
      pictures.push('normal');
    }
    if (bake.unlit) {
      this.unlit ??= this.doc.createExtension(KHRMaterialsUnlit);
      material.setExtension('KHR_materials_unlit', this.unlit.createUnlit());
    }
    material.setExtras({ sceneNodeId: node.id, sceneNodeType: node.type, baked: pictures, ...(bake.notBaked.length ? { notBaked: [...bake.notBaked] } : {}) });
    return material;
  }
}
