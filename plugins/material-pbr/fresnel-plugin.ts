import { MaterialPluginBase } from '@babylonjs/core/Materials/materialPluginBase.js';
import type { MaterialDefines } from '@babylonjs/core/Materials/materialDefines.js';
import type { PBRMaterial } from '@babylonjs/core/Materials/PBR/pbrMaterial.js';
import type { UniformBuffer } from '@babylonjs/core/Materials/uniformBuffer.js';
import { ShaderLanguage } from '@babylonjs/core/Materials/shaderLanguage.js';
import type { MaterialFresnel, MaterialFresnelKind, MaterialFresnelSet } from '../../sdk/index.js';

/**
 * The fresnel slots PBR applies. Babylon's PBRMaterial has no FresnelParameters; its reflection and refraction already
 * follow the physical fresnel of the index of refraction, so only diffuse (albedo), opacity and emissive are offered.
 */
export const PBR_FRESNEL_KINDS = ['diffuse', 'opacity', 'emissive'] as const satisfies readonly MaterialFresnelKind[];

type PbrFresnelKind = (typeof PBR_FRESNEL_KINDS)[number];

const DEFINE: Record<PbrFresnelKind, string> = { diffuse: 'KFRESNEL_DIFFUSE', opacity: 'KFRESNEL_OPACITY', emissive: 'KFRESNEL_EMISSIVE' };
const UNIFORM: Record<PbrFresnelKind, string> = { diffuse: 'kFresnelDiffuse', opacity: 'kFresnelOpacity', emissive: 'kFresnelEmissive' };

/** Shading of one slot by the term: Babylon StandardMaterial's formulas (left at grazing angles, right facing). */
function term(kind: PbrFresnelKind): string {
  const u = UNIFORM[kind];
  return `pow(${u}Params.x + abs(dot(viewDirectionW, normalW)), ${u}Params.y)`;
}

/**
 * Fresnel terms on a PBRMaterial, as Babylon's StandardMaterial applies its FresnelParameters: the albedo and the
 * emissive colour are tinted between the left and right colours (on a black emissive colour the colours are the emission), the opacity gets the colours' luminance added (so,
 * as in Babylon, an opacity term shows on a material whose own opacity is below 1).
 */
export class PbrFresnelPlugin extends MaterialPluginBase {
  private set: MaterialFresnelSet = {};
  private on = false;

  constructor(material: PBRMaterial) {
    super(material, 'KFresnel', 200, { KFRESNEL_DIFFUSE: false, KFRESNEL_OPACITY: false, KFRESNEL_EMISSIVE: false });
  }

  /** Take a new set; recompiles only when the slots in use change. */
  update(set: MaterialFresnelSet): void {
    const before = PBR_FRESNEL_KINDS.map((k) => !!this.active(k)).join();
    this.set = set;
    const after = PBR_FRESNEL_KINDS.map((k) => !!this.active(k)).join();
    this.on = PBR_FRESNEL_KINDS.some((k) => this.active(k));
    this._enable(this.on);
    if (before !== after) this.markAllDefinesAsDirty();
  }

  /** Whether some slot has an enabled term. */
  get enabled(): boolean {
    return this.on;
  }

  private active(kind: PbrFresnelKind): MaterialFresnel | undefined {
    const f = this.set[kind];
    return f?.enabled ? f : undefined;
  }

  override isCompatible(shaderLanguage: ShaderLanguage): boolean {
    return shaderLanguage === ShaderLanguage.GLSL;
  }

  override getClassName(): string {
    return 'PbrFresnelPlugin';
  }

  override prepareDefines(defines: MaterialDefines): void {
    for (const kind of PBR_FRESNEL_KINDS) defines[DEFINE[kind]] = !!this.active(kind);
  }

  override getUniforms(): { ubo: { name: string; size: number; type: string }[]; fragment: string } {
    const ubo = PBR_FRESNEL_KINDS.flatMap((k) => [
      { name: `${UNIFORM[k]}Params`, size: 2, type: 'vec2' }, { name: `${UNIFORM[k]}Left`, size: 3, type: 'vec3' }, { name: `${UNIFORM[k]}Right`, size: 3, type: 'vec3' },
    ]);
    const fragment = PBR_FRESNEL_KINDS.map((k) => `#ifdef ${DEFINE[k]}\nuniform vec2 ${UNIFORM[k]}Params;\nuniform vec3 ${UNIFORM[k]}Left;\nuniform vec3 ${UNIFORM[k]}Right;\n#endif`).join('\n');
    return { ubo, fragment };
  }

  override bindForSubMesh(uniformBuffer: UniformBuffer): void {
    for (const kind of PBR_FRESNEL_KINDS) {
      const f = this.active(kind);
      if (!f) continue;
      uniformBuffer.updateFloat2(`${UNIFORM[kind]}Params`, f.bias, f.power);
      uniformBuffer.updateFloat3(`${UNIFORM[kind]}Left`, f.leftColor.r, f.leftColor.g, f.leftColor.b);
      uniformBuffer.updateFloat3(`${UNIFORM[kind]}Right`, f.rightColor.r, f.rightColor.g, f.rightColor.b);
    }
  }

  override getCustomCode(shaderType: string): Record<string, string> | null {
    if (shaderType !== 'fragment') return null;
    const lum = (c: string) => `dot(${c}, vec3(0.2126, 0.7152, 0.0722))`;
    return {
      CUSTOM_FRAGMENT_UPDATE_ALPHA: [
        `#ifdef KFRESNEL_DIFFUSE\n{ float kT = clamp(${term('diffuse')}, 0.0, 1.0); surfaceAlbedo *= kFresnelDiffuseLeft * (1.0 - kT) + kT * kFresnelDiffuseRight; }\n#endif`,
        `#ifdef KFRESNEL_OPACITY\n{ float kT = clamp(${term('opacity')}, 0.0, 1.0); alpha = clamp(alpha + ${lum('kFresnelOpacityLeft')} * (1.0 - kT) + kT * ${lum('kFresnelOpacityRight')}, 0.0, 1.0); }\n#endif`,
      ].join('\n'),
      // A black emissive colour (the default) would give nothing to tint: the term's colours are then the emission.
      CUSTOM_FRAGMENT_BEFORE_FINALCOLORCOMPOSITION:
        `#ifdef KFRESNEL_EMISSIVE\n{ float kT = clamp(${term('emissive')}, 0.0, 1.0); vec3 kBase = dot(finalEmissive, vec3(1.0)) > 0.0 ? finalEmissive : vec3(vLightingIntensity.y); finalEmissive = kBase * (kFresnelEmissiveLeft * (1.0 - kT) + kT * kFresnelEmissiveRight); }\n#endif`,
    };
  }
}
