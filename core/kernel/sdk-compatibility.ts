import { SDK_VERSION } from '../../sdk/index.js';
import type { PluginDefinition } from '../../sdk/index.js';
import { coreTexts } from '../services/i18n/core-locales.js';
import { isValidRange, satisfies } from './sdk-range.js';

/** Translates a core text; without an i18n service the English text is used. */
export type Translate = (key: string, values: Record<string, string>) => string;

const english: Translate = (key, values) =>
  ((coreTexts.en as Record<string, string>)[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/**
 * Why the host must refuse a plugin built for another SDK, as a translated message; undefined when it may load
 * (its `sdk` range includes `version`, or it declares none).
 */
export function sdkIncompatibility(definition: PluginDefinition, t: Translate = english, version: string = SDK_VERSION): string | undefined {
  const range = definition.sdk;
  if (range === undefined) return undefined;
  const values = { id: String(definition.id), range: String(range), version };
  if (typeof range !== 'string' || !isValidRange(range)) return t('core.plugin.sdkRangeInvalid', values);
  return satisfies(version, range) ? undefined : t('core.plugin.sdkIncompatible', values);
}
