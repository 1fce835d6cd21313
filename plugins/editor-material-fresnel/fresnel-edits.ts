import { MATERIAL_FRESNEL_KINDS, MATERIAL_FRESNEL_KINDS_OPTION, newMaterialFresnel } from '../../sdk/index.js';
import type { MaterialFresnel, MaterialFresnelKind, MaterialFresnelSet, PropertyDescriptor } from '../../sdk/index.js';

/** The slots a material type applies (its descriptor's option), in the panel's order; every slot when unsaid. */
export function fresnelKindsOf(descriptor: PropertyDescriptor): MaterialFresnelKind[] {
  const listed = descriptor.options?.[MATERIAL_FRESNEL_KINDS_OPTION];
  if (!Array.isArray(listed)) return [...MATERIAL_FRESNEL_KINDS];
  return MATERIAL_FRESNEL_KINDS.filter((k) => listed.includes(k));
}

/** The set with a new term in a slot (unchanged when the slot has one). */
export function addFresnel(set: MaterialFresnelSet, kind: MaterialFresnelKind): MaterialFresnelSet {
  return set[kind] ? set : { ...set, [kind]: newMaterialFresnel() };
}

/** The set without a slot's term. */
export function deleteFresnel(set: MaterialFresnelSet, kind: MaterialFresnelKind): MaterialFresnelSet {
  const { [kind]: _removed, ...rest } = set;
  return rest;
}

/** The set with some fields of a slot's term changed (unchanged when the slot has none). */
export function editFresnel(set: MaterialFresnelSet, kind: MaterialFresnelKind, patch: Partial<MaterialFresnel>): MaterialFresnelSet {
  const current = set[kind];
  return current ? { ...set, [kind]: { ...current, ...patch } } : set;
}
