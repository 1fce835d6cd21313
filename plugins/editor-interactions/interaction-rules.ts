import { INTERACTION_LIMITS } from '../../sdk/index.js';
import type { InteractionData } from '../../sdk/index.js';

/** The list after an edit, or a refusal (a text key of the editor's locales with its values). */
export type InteractionEdit = { readonly list: InteractionData[]; readonly selected?: string } | { readonly refused: string; readonly values?: Record<string, string | number> };

/** A new id not used in the list: `i1`, `i2`… */
export function newInteractionId(list: readonly InteractionData[]): string {
  const used = new Set(list.map((x) => x.id));
  let n = list.length + 1;
  while (used.has(`i${n}`)) n++;
  return `i${n}`;
}

/**
 * Add an interaction after the selected one (or at the end): a click that toggles the node itself, or a copy of the
 * selected one's trigger and action with a new id. Refused past `maxInteractions`.
 */
export function addInteraction(list: readonly InteractionData[], selected: string | undefined): InteractionEdit {
  if (list.length >= INTERACTION_LIMITS.maxInteractions) return { refused: 'interactions.max', values: { max: INTERACTION_LIMITS.maxInteractions } };
  const at = list.findIndex((x) => x.id === selected);
  const from = at >= 0 ? list[at] : undefined;
  const item: InteractionData = from
    ? { ...from, id: newInteractionId(list) }
    : { id: newInteractionId(list), trigger: 'click', binding: '', point: '', action: 'toggle', target: '', targetPoint: '', property: '', value: '' };
  const next = [...list];
  next.splice(at >= 0 ? at + 1 : next.length, 0, item);
  return { list: next, selected: item.id };
}

/** Delete the selected interaction; the next one (or the one before) becomes selected. */
export function deleteInteraction(list: readonly InteractionData[], selected: string | undefined): InteractionEdit {
  const at = list.findIndex((x) => x.id === selected);
  if (at < 0) return { refused: 'interactions.selectFirst' };
  const next = list.filter((_, i) => i !== at);
  return { list: next, selected: next[Math.min(at, next.length - 1)]?.id };
}

/** Fields the detail editor writes (every field but the id). */
export type InteractionField = Exclude<keyof InteractionData, 'id'>;

/** Set one field of one interaction (texts cut to their limits). */
export function setInteractionField(list: readonly InteractionData[], id: string, field: InteractionField, value: string): InteractionEdit {
  const at = list.findIndex((x) => x.id === id);
  if (at < 0) return { refused: 'interactions.selectFirst' };
  const max = field === 'value' ? INTERACTION_LIMITS.valueChars : INTERACTION_LIMITS.nameChars;
  const next = [...list];
  next[at] = { ...list[at], [field]: value.slice(0, max) } as InteractionData;
  return { list: next, selected: id };
}
