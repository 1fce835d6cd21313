import type { JsonValue } from './json.js';
import type { UserMetadataLanguage, UserMetadataPreset, UserMetadataValue } from './values.js';

/** The property every transform-like node carries its user metadata in (type 'userMetadata', group 'user'). */
export const USER_DATA_PROP = 'userData';

/** Limits of a user-metadata value: a scene file may hold anything, so every reader cuts to these. */
export const USER_METADATA_LIMITS = {
  /** Items per node. */
  maxItems: 64,
  /** Characters of an item key. */
  maxKeyChars: 64,
  /** Characters of a text, a label's text in one language, or a list entry. */
  maxTextChars: 1024,
  /** Entries of a list item (states, anims, params). */
  maxListEntries: 64,
  /** Largest magnitude of a number item. */
  maxNumber: 1_000_000,
} as const;

/** Presets in menu order (spec 001 §2: none, space component, 3D configuration). */
export const USER_METADATA_PRESETS: readonly UserMetadataPreset[] = ['none', 'space', 'k3dc'];
/** Label languages in menu order; English is always kept (spec 001 §5). */
export const USER_METADATA_LANGUAGES: readonly UserMetadataLanguage[] = ['en', 'zhCN', 'zhTW'];
/** Space component sub-types (spec 001 §3). */
export const SPACE_SUB_TYPES = ['door', 'window', 'building', 'light', 'camera', 'sensor', 'furniture', 'equipment', 'parking'] as const;
/** Attachment modes (spec 001 §3). */
export const ATTACHMENT_MODES = ['none', 'embed', 'attach', 'above', 'top'] as const;

/** A key a user may give a free item: a letter, then letters, digits, '_' or '-' (no dots: logic reads items by dotted path). */
export const USER_METADATA_KEY = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** Whether `key` may name an item (pattern and length). */
export function isUserMetadataKey(key: string): boolean {
  return key.length <= USER_METADATA_LIMITS.maxKeyChars && USER_METADATA_KEY.test(key);
}

const cut = (text: string) => text.slice(0, USER_METADATA_LIMITS.maxTextChars);

/** One item's value within the limits, or undefined when it is not one of text, number, boolean, list of texts, label. */
function readItem(value: unknown): JsonValue | undefined {
  if (typeof value === 'string') return cut(value);
  if (typeof value === 'number') return Number.isFinite(value) ? Math.max(-USER_METADATA_LIMITS.maxNumber, Math.min(USER_METADATA_LIMITS.maxNumber, value)) : undefined;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string').slice(0, USER_METADATA_LIMITS.maxListEntries).map(cut);
  if (value && typeof value === 'object') {
    const label: Record<string, string> = {};
    for (const lang of USER_METADATA_LANGUAGES) {
      const text = (value as Record<string, unknown>)[lang];
      if (typeof text === 'string') label[lang] = cut(text);
    }
    return label;
  }
  return undefined;
}

/** The language list in menu order, always with English. */
export function withEnglish(languages: readonly UserMetadataLanguage[]): UserMetadataLanguage[] {
  return USER_METADATA_LANGUAGES.filter((l) => l === 'en' || languages.includes(l));
}

/**
 * Read a stored value within the limits: anything unusable gives preset none, English only, no items; items whose key
 * is not a valid key or whose value is not an item are skipped; the first `maxItems` are kept; a space component has
 * positionY (default 0).
 */
export function readUserMetadata(value: unknown): UserMetadataValue {
  const v = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const preset = USER_METADATA_PRESETS.includes(v.preset as UserMetadataPreset) ? (v.preset as UserMetadataPreset) : 'none';
  const listed = Array.isArray(v.language) ? v.language.filter((l): l is UserMetadataLanguage => USER_METADATA_LANGUAGES.includes(l as UserMetadataLanguage)) : [];
  const stored = v.items && typeof v.items === 'object' && !Array.isArray(v.items) ? (v.items as Record<string, unknown>) : {};
  const items: Record<string, JsonValue> = {};
  let count = 0;
  for (const key of Object.keys(stored)) {
    if (count >= USER_METADATA_LIMITS.maxItems) break;
    if (!isUserMetadataKey(key)) continue;
    const item = readItem(stored[key]);
    if (item === undefined) continue;
    items[key] = item;
    count++;
  }
  if (preset === 'space' && items.positionY === undefined && count < USER_METADATA_LIMITS.maxItems) items.positionY = 0;
  return { preset, language: withEnglish(listed), items };
}
