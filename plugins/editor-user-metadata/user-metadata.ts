import { ATTACHMENT_MODES, isUserMetadataKey, readUserMetadata, SPACE_SUB_TYPES, USER_METADATA_LANGUAGES, USER_METADATA_LIMITS, USER_METADATA_PRESETS, withEnglish } from '../../sdk/index.js';
import type { JsonValue, UserMetadataLanguage, UserMetadataPreset, UserMetadataValue } from '../../sdk/index.js';

export { withEnglish };
/** Presets in menu order. */
export const PRESETS = USER_METADATA_PRESETS;
/** Label languages in menu order; English is always kept. */
export const LANGUAGES = USER_METADATA_LANGUAGES;

/** How an item is edited. */
export type ItemKind = 'label' | 'text' | 'number' | 'list' | { readonly options: readonly string[] };

/** The items each preset shows, in order (preset none: the user's own key/value items). */
export const PRESET_ITEMS: Readonly<Record<UserMetadataPreset, readonly (readonly [string, ItemKind])[]>> = {
  none: [],
  space: [
    ['name', 'label'], ['description', 'label'], ['category', 'text'], ['subType', { options: SPACE_SUB_TYPES }],
    ['attached', { options: ATTACHMENT_MODES }], ['positionY', 'number'], ['thumbnail', 'text'], ['icon', 'text'],
  ],
  k3dc: [
    ['name', 'label'], ['description', 'label'], ['category', 'text'], ['thumbnail', 'text'], ['screenshot', 'text'],
    ['states', 'list'], ['anims', 'list'], ['params', 'list'],
  ],
};

/** Read a stored value within the limits (sdk `readUserMetadata`). */
export const readMetadata = (value: JsonValue | undefined): UserMetadataValue => readUserMetadata(value);

/** Add or remove a language; English cannot be removed. */
export function toggleLanguage(value: UserMetadataValue, language: UserMetadataLanguage): UserMetadataValue {
  if (language === 'en') return value;
  const has = value.language.includes(language);
  return { ...value, language: withEnglish(has ? value.language.filter((l) => l !== language) : [...value.language, language]) };
}

/** Switch the preset (items are kept; a space component starts at positionY 0). */
export function setPreset(value: UserMetadataValue, preset: UserMetadataPreset): UserMetadataValue {
  return readUserMetadata({ preset, language: [...value.language], items: { ...value.items } });
}

/** Set one item (a label's language text, a text, a number or a list), cut to the limits. */
export function setItem(value: UserMetadataValue, key: string, item: JsonValue): UserMetadataValue {
  return readUserMetadata({ ...value, items: { ...value.items, [key]: item } });
}

/** Why a new item was refused. */
export type AddItemRefusal = 'key' | 'duplicate' | 'full';

/** Add the user's own item `key` with an empty text, or say why not (a bad key, a key in use, the item limit). */
export function addItem(value: UserMetadataValue, key: string): { readonly ok: true; readonly value: UserMetadataValue } | { readonly ok: false; readonly reason: AddItemRefusal } {
  if (!isUserMetadataKey(key)) return { ok: false, reason: 'key' };
  if (Object.prototype.hasOwnProperty.call(value.items, key)) return { ok: false, reason: 'duplicate' };
  if (Object.keys(value.items).length >= USER_METADATA_LIMITS.maxItems) return { ok: false, reason: 'full' };
  return { ok: true, value: setItem(value, key, '') };
}

/** Remove item `key`. */
export function removeItem(value: UserMetadataValue, key: string): UserMetadataValue {
  const items = { ...value.items };
  delete items[key];
  return { ...value, items };
}

/** The items a preset does not show: the user's own, edited as key and text. */
export function ownItems(value: UserMetadataValue): (readonly [string, JsonValue])[] {
  const shown = new Set(PRESET_ITEMS[value.preset].map(([key]) => key));
  return Object.entries(value.items).filter(([key]) => !shown.has(key));
}

/** The result of pasting copied metadata onto a value. */
export type PasteResult = { readonly ok: true; readonly value: UserMetadataValue; readonly count: number } | { readonly ok: false };

/** Paste copied metadata: only onto the same preset (else refused); its items replace the target's, languages merge. */
export function pasteMetadata(target: UserMetadataValue, copied: UserMetadataValue): PasteResult {
  if (target.preset !== copied.preset) return { ok: false };
  const items = structuredClone(copied.items) as Record<string, JsonValue>;
  const value = readUserMetadata({ ...target, language: withEnglish([...target.language, ...copied.language]), items: { ...target.items, ...items } });
  return { ok: true, count: Object.keys(items).length, value };
}

/** The value as JSON for the document. */
export function toJson(value: UserMetadataValue): JsonValue {
  return { preset: value.preset, language: [...value.language], items: { ...value.items } };
}
