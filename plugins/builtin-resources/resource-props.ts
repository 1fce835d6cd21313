import type { JsonObject, JsonValue } from '../../sdk/index.js';

const COLOR_KEYS = new Set(['diffuse', 'specular', 'groundColor', 'albedoColor', 'diffuseColor', 'specularColor', 'color']);
const VECTOR_KEYS = new Set(['direction', 'position', 'rotation', 'scaling', 'target']);

/** Catalogue props (arrays for colours and vectors) as document props ({r,g,b} and {x,y,z}). */
export function toDocumentProps(props: Readonly<Record<string, unknown>>): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(props)) {
    if (Array.isArray(value) && value.length >= 3 && value.every((v) => typeof v === 'number')) {
      if (COLOR_KEYS.has(key)) out[key] = { r: value[0], g: value[1], b: value[2] };
      else if (VECTOR_KEYS.has(key)) out[key] = { x: value[0], y: value[1], z: value[2] };
      else out[key] = value as JsonValue;
    } else if (value !== undefined) out[key] = value as JsonValue;
  }
  return out;
}

/** The colour a material preset gives a mesh (albedo or diffuse), and its opacity. */
export function materialLook(props: Readonly<Record<string, unknown>>): { color?: JsonObject; alpha?: number } {
  const p = toDocumentProps(props);
  const color = (p.albedoColor ?? p.diffuseColor) as JsonObject | undefined;
  return { color, alpha: typeof p.alpha === 'number' ? p.alpha : undefined };
}

/**
 * A light's props moved over the point it was dropped at, keeping its height above that point; lights without a
 * position (hemispheric) and drops outside a view keep their props.
 */
export function placedLight(props: JsonObject, at: { readonly x: number; readonly y: number; readonly z: number } | undefined): JsonObject {
  const position = props.position as { x?: unknown; y?: unknown; z?: unknown } | undefined;
  if (!at || !position || typeof position !== 'object') return props;
  const height = typeof position.y === 'number' ? position.y : 0;
  return { ...props, position: { x: at.x, y: at.y + height, z: at.z } };
}

/** A particle preset's props placed at the drop point, keeping the preset's height above it (rain and snow fall from above). */
export function placedParticles(props: JsonObject, at: { readonly x: number; readonly y: number; readonly z: number } | undefined): JsonObject {
  if (!at) return props;
  const position = props.position as { y?: unknown } | undefined;
  const height = position && typeof position === 'object' && typeof position.y === 'number' ? position.y : 0;
  return { ...props, position: { x: at.x, y: at.y + height, z: at.z } };
}
