import * as Blockly from 'blockly/core';
import type { LocaleId } from '../../sdk/index.js';

/** Blockly's own texts (standard blocks, menus) for one of our locales; each language is its own chunk. */
export async function applyBlocklyLocale(locale: LocaleId): Promise<void> {
  const messages = locale === 'zh-CN' ? await import('blockly/msg/zh-hans') : locale === 'zh-TW' ? await import('blockly/msg/zh-hant') : await import('blockly/msg/en');
  Blockly.setLocale(messages as unknown as Record<string, string>);
}
