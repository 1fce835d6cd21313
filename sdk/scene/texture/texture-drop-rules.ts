import { KSTAGE_TARGET } from '../kmaterial/options.js';

/** What the drop rules decide from a dropped image's name (spec 001 §5). */
export interface TextureDropRules {
  /** The name contains 'matcap': spherical coordinates. */
  readonly spherical: boolean;
  /** A KMaterial stage's colour target: 12 for a 'normal' map, 15 for a 'roughness' map. */
  readonly colorTarget?: number;
  /** .dds, .hdr and .env files hold HDR (non-gamma) data. */
  readonly hdr: boolean;
  /** The reflection texture, and any name containing 'environment', load as a cube HDR. */
  readonly cube: boolean;
}

/** Where the image is dropped: a reflection (environment) texture slot or an ordinary one. */
export interface TextureDropPlace {
  readonly reflection?: boolean;
}

/** The file extension of a name or url, lower case without the dot ('' when none). */
export function textureExtension(nameOrUrl: string): string {
  const path = nameOrUrl.split(/[?#]/)[0] ?? '';
  const file = path.slice(path.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  return dot < 0 ? '' : file.slice(dot + 1).toLowerCase();
}

const HDR_EXTENSIONS = new Set(['dds', 'hdr', 'env']);

/** The drop rules for an image of this name (and url, whose extension counts when the name has none). */
export function textureDropRules(name: string, url: string, place: TextureDropPlace = {}): TextureDropRules {
  const lower = name.toLowerCase();
  const target = lower.includes('normal') ? KSTAGE_TARGET.normal : lower.includes('roughness') ? KSTAGE_TARGET.roughness : undefined;
  return {
    spherical: lower.includes('matcap'),
    ...(target !== undefined ? { colorTarget: target } : {}),
    hdr: HDR_EXTENSIONS.has(textureExtension(name)) || HDR_EXTENSIONS.has(textureExtension(url)),
    cube: place.reflection === true || lower.includes('environment'),
  };
}
