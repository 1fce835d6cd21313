import type { BindingScalar, BindingTarget, JsonValue } from '../../sdk/index.js';

/** Items of lists without ids (heat-map and text points) are named by their place: `#0`, `#1`… */
const PLACE = /^#(\d{1,6})$/;

/** The index of the item named `item` in a list: the item whose `id` it is, else the place `#n`; undefined if none. */
export function itemIndex(list: readonly JsonValue[], item: string): number | undefined {
  const at = list.findIndex((x) => x !== null && typeof x === 'object' && !Array.isArray(x) && x.id === item);
  if (at >= 0) return at;
  const place = PLACE.exec(item);
  return place && Number(place[1]) < list.length ? Number(place[1]) : undefined;
}

/**
 * The property value a bound value makes from the property's current value: the value itself for a whole property,
 * or a copy of the list with the item of id `target.item` given the value in `target.field` (or replaced by it when
 * the field is ''). Undefined when the list has no such item. A value of the wrong type for the property is left to
 * the node's adapter, which reads props as it reads saved ones (tolerantly).
 */
export function withTargetValue(current: JsonValue | undefined, target: BindingTarget, value: BindingScalar): JsonValue | undefined {
  if (!target.item) return value;
  if (!Array.isArray(current)) return undefined;
  const at = itemIndex(current, target.item);
  if (at === undefined) return undefined;
  const item = current[at] as { [key: string]: JsonValue };
  const next = current.slice();
  next[at] = target.field ? { ...item, [target.field]: value } : value;
  return next;
}

/**
 * The same for several bindings of one property, applied in order: the list is copied once and its items found by
 * an index made once, so 10,000 bound points of one list cost one pass, not one copy each.
 */
export function withTargetValues(
  current: JsonValue | undefined, writes: readonly { readonly target: BindingTarget; readonly value: BindingScalar }[], known?: ReadonlyMap<string, number>,
): JsonValue | undefined {
  let here = current;
  let list: JsonValue[] | undefined;
  let index: ReadonlyMap<string, number> | undefined;
  for (const w of writes) {
    if (!w.target.item) {
      here = w.value;
      list = index = undefined;
      continue;
    }
    if (!Array.isArray(here)) continue;
    if (!list || !index) {
      list = here.slice();
      index = here === current && known ? known : itemIndexes(list);
      here = list;
    }
    const place = PLACE.exec(w.target.item);
    const at = index.get(w.target.item) ?? (place && Number(place[1]) < list.length ? Number(place[1]) : undefined);
    if (at === undefined) continue;
    const item = list[at] as { [key: string]: JsonValue };
    list[at] = w.target.field ? { ...item, [w.target.field]: w.value } : w.value;
  }
  return here;
}

/** The place of each item with an id in a list (the first of a repeated id), for `withTargetValues`. */
export function itemIndexes(list: readonly JsonValue[]): Map<string, number> {
  const index = new Map<string, number>();
  for (let i = 0; i < list.length; i++) {
    const item = list[i];
    if (item !== null && typeof item === 'object' && !Array.isArray(item) && typeof item.id === 'string' && !index.has(item.id)) index.set(item.id, i);
  }
  return index;
}
