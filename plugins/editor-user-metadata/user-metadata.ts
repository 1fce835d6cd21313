import type { JsonValue, UserMetadataLanguage, UserMetadataPreset, UserMetadataValue } from '../../sdk/index.js';

/** Presets in menu order. */
export const PRESETS: readonly UserMetadataPreset[] = ['none', 'space', 'k3dc'];
/** Label languages in menu order; English is always kept. */
export const LANGUAGES: readonly UserMetadataLanguage[] = ['en', 'zhCN', 'zhTW'];
/** Space component sub-types (spec 001 §3). */
export const SPACE_SUB_TYPES = ['door', 'window', 'building', 'light', 'camera', 'sensor', 'furniture', 'equipment', 'parking'] as const;
/** Attachment modes (spec 001 §3). */
export const ATTACHMENT_MODES = ['none', 'embed', 'attach', 'above', 'top'] as const;

/** How an item is edited. */
export type ItemKind = 'label' | 'text' | 'number' | 'list' | { readonly options: readonly string[] };

/** The items each preset shows, in order. */
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

/** Read a stored value (anything unusable gives preset none, English only, no items). */
export function readMetadata(value: JsonValue | undefined): UserMetadataValue {
  const v = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const preset = PRESETS.includes(v.preset as UserMetadataPreset) ? (v.preset as UserMetadataPreset) : 'none';
  const listed = Array.isArray(v.language) ? v.language.filter((l): l is UserMetadataLanguage => LANGUAGES.includes(l as UserMetadataLanguage)) : [];
  const items = v.items && typeof v.items === 'object' && !Array.isArray(v.items) ? v.items : {};
  return { preset, language: withEnglish(listed), items: preset === 'space' && items.positionY === undefined ? { ...items, positionY: 0 } : items };
}

/** The language list in menu order, always with English. */
export function withEnglish(languages: readonly UserMetadataLanguage[]): UserMetadataLanguage[] {
  return LANGUAGES.filter((l) => l === 'en' || languages.includes(l));
}

/** Add or remove a language; English cannot be removed. */
export function toggleLanguage(value: UserMetadataValue, language: UserMetadataLanguage): UserMetadataValue {
  if (language === 'en') return value;
  const has = value.language.includes(language);
  return { ...value, language: withEnglish(has ? value.language.filter((l) => l !== language) : [...value.language, language]) };
}

/** Switch the preset (items are kept; a space component starts at positionY 0). */
export function setPreset(value: UserMetadataValue, preset: UserMetadataPreset): UserMetadataValue {
  return readMetadata({ preset, language: [...value.language], items: { ...value.items } });
}

/** Set one item (a label's language text, a text, a number or a list). */
export function setItem(value: UserMetadataValue, key: string, item: JsonValue): UserMetadataValue {
  return { ...value, items: { ...value.items, [key]: item } };
}

/** The result of pasting copied metadata onto a value. */
export type PasteResult = { readonly ok: true; readonly value: UserMetadataValue; readonly count: number } | { readonly ok: false };

/** Paste copied metadata: only onto the same preset (else refused); its items replace the target's, languages merge. */
export function pasteMetadata(target: UserMetadataValue, copied: UserMetadataValue): PasteResult {
  if (target.preset !== copied.preset) return { ok: false };
  const items = structuredClone(copied.items) as Record<string, JsonValue>;
  return { ok: true, count: Object.keys(items).length, value: { ...target, language: withEnglish([...target.language, ...copied.language]), items: { ...target.items, ...items } } };
}

/** The value as JSON for the document. */
export function toJson(value: UserMetadataValue): JsonValue {
  return { preset: value.preset, language: [...value.language], items: { ...value.items } };
}
