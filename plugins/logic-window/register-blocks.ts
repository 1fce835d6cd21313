import * as Blockly from 'blockly/core';
import { javascriptGenerator } from 'blockly/javascript';
import type { LocaleId, LogicBlockContribution, LogicCategory } from '../../sdk/index.js';
import { blocklyOrder, codeHelper } from './code-helper.js';
import { STANDARD_CATEGORIES } from './standard-categories.js';

/** Blocks a contribution may not replace: Blockly's standard set. */
function isStandard(type: string): boolean {
  return Object.prototype.hasOwnProperty.call(javascriptGenerator.forBlock, type) && !contributedTypes.has(type);
}

const contributedTypes = new Set<string>();

/**
 * Define the contributed blocks and their generators in Blockly (a block type already contributed is redefined; one
 * of Blockly's standard set is refused) and put their texts of `locale` into Blockly's messages.
 * Returns the contributions that were defined.
 */
export function registerContributedBlocks(blocks: readonly LogicBlockContribution[], locale: LocaleId, refuse: (type: string, why: string) => void): LogicBlockContribution[] {
  const defined: LogicBlockContribution[] = [];
  const seen = new Set<string>();
  for (const block of blocks) {
    if (!/^[A-Za-z][\w]{0,63}$/.test(block.id)) { refuse(block.id, 'type'); continue; }
    if (seen.has(block.id) || isStandard(block.id)) { refuse(block.id, 'duplicate'); continue; }
    seen.add(block.id);
    for (const [name, texts] of Object.entries(block.messages)) Blockly.Msg[name] = texts[locale] ?? texts.en;
    try {
      delete Blockly.Blocks[block.id];
      Blockly.common.defineBlocksWithJsonArray([{ ...block.definition, type: block.id }]);
    } catch {
      refuse(block.id, 'definition');
      continue;
    }
    contributedTypes.add(block.id);
    javascriptGenerator.forBlock[block.id] = (b, generator) => {
      const out = block.generate(codeHelper(b, generator as typeof javascriptGenerator));
      return typeof out === 'string' ? out : [out.code, blocklyOrder(out.order)];
    };
    defined.push(block);
  }
  return defined;
}

interface ToolboxCategory {
  kind: 'category';
  name: string;
  toolboxitemid: string;
  colour?: string;
  categorystyle?: string;
  custom?: string;
  contents: Record<string, unknown>[];
}

/** The toolbox: contributed categories and Blockly's standard ones, each in its order, titles in `locale`. */
export function buildToolbox(blocks: readonly LogicBlockContribution[], locale: LocaleId): Blockly.utils.toolbox.ToolboxDefinition {
  const categories = new Map<string, { category: LogicCategory; blocks: LogicBlockContribution[] }>();
  for (const block of blocks) {
    const entry = categories.get(block.category.id) ?? { category: block.category, blocks: [] };
    entry.blocks.push(block);
    categories.set(block.category.id, entry);
  }
  const items: { order: number; item: ToolboxCategory }[] = [];
  for (const { category, blocks: inCategory } of categories.values()) {
    const sorted = [...inCategory].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    items.push({
      order: category.order ?? 50,
      item: {
        kind: 'category', name: category.titles[locale] ?? category.titles.en, toolboxitemid: category.id, colour: String(category.colour),
        contents: sorted.map((b) => ({ kind: 'block', type: b.id, ...(b.toolbox ?? {}) })),
      },
    });
  }
  for (const standard of STANDARD_CATEGORIES) {
    const contents = (standard.blocks ?? []).map((b) => (typeof b === 'string' ? { kind: 'block', type: b } : { kind: 'block', ...b }));
    const item: ToolboxCategory = { kind: 'category', name: standard.titles[locale], toolboxitemid: standard.id, categorystyle: standard.style, contents };
    if (standard.custom) item.custom = standard.custom;
    items.push({ order: standard.order, item });
  }
  items.sort((a, b) => a.order - b.order);
  return { kind: 'categoryToolbox', contents: items.map((i) => i.item) } as Blockly.utils.toolbox.ToolboxDefinition;
}
