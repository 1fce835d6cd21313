import type { LocalizedText } from '../../sdk/index.js';

/** One of Blockly's own categories: its blocks (or a dynamic `custom` category) and title. */
export interface StandardCategory {
  readonly id: string;
  readonly titles: LocalizedText;
  /** Blockly's style name of the category. */
  readonly style: string;
  readonly order: number;
  readonly blocks?: readonly (string | { readonly type: string; readonly inputs: Readonly<Record<string, unknown>> })[];
  readonly custom?: 'VARIABLE' | 'PROCEDURE';
}

const num = (value: number) => ({ shadow: { type: 'math_number', fields: { NUM: value } } });
const text = (value: string) => ({ shadow: { type: 'text', fields: { TEXT: value } } });

/**
 * Blockly's standard blocks with their JavaScript generators. Left out: text_print and text_prompt_ext (they call the
 * page's alert/prompt, which a puzzle has no access to).
 */
export const STANDARD_CATEGORIES: readonly StandardCategory[] = [
  {
    id: 'logic', titles: { en: 'Logic', 'zh-CN': '逻辑', 'zh-TW': '邏輯' }, style: 'logic_category', order: 100,
    blocks: ['controls_if', 'logic_compare', 'logic_operation', 'logic_negate', 'logic_boolean', 'logic_null', 'logic_ternary'],
  },
  {
    id: 'loops', titles: { en: 'Loops', 'zh-CN': '循环', 'zh-TW': '迴圈' }, style: 'loop_category', order: 110,
    blocks: [
      { type: 'controls_repeat_ext', inputs: { TIMES: num(10) } }, 'controls_whileUntil',
      { type: 'controls_for', inputs: { FROM: num(1), TO: num(10), BY: num(1) } }, 'controls_forEach', 'controls_flow_statements',
    ],
  },
  {
    id: 'math', titles: { en: 'Math', 'zh-CN': '数学', 'zh-TW': '數學' }, style: 'math_category', order: 120,
    blocks: [
      'math_number', { type: 'math_arithmetic', inputs: { A: num(1), B: num(1) } }, { type: 'math_single', inputs: { NUM: num(9) } },
      { type: 'math_trig', inputs: { NUM: num(45) } }, 'math_constant', { type: 'math_number_property', inputs: { NUMBER_TO_CHECK: num(0) } },
      { type: 'math_round', inputs: { NUM: num(3.1) } }, 'math_on_list', { type: 'math_modulo', inputs: { DIVIDEND: num(64), DIVISOR: num(10) } },
      { type: 'math_constrain', inputs: { VALUE: num(50), LOW: num(1), HIGH: num(100) } },
      { type: 'math_random_int', inputs: { FROM: num(1), TO: num(100) } }, 'math_random_float',
    ],
  },
  {
    id: 'text', titles: { en: 'Text', 'zh-CN': '文本', 'zh-TW': '文字' }, style: 'text_category', order: 130,
    blocks: [
      'text', 'text_join', { type: 'text_append', inputs: { TEXT: text('') } }, { type: 'text_length', inputs: { VALUE: text('abc') } },
      { type: 'text_isEmpty', inputs: { VALUE: text('') } }, 'text_indexOf', 'text_charAt', 'text_getSubstring', 'text_changeCase', 'text_trim',
    ],
  },
  {
    id: 'lists', titles: { en: 'Lists', 'zh-CN': '列表', 'zh-TW': '清單' }, style: 'list_category', order: 140,
    blocks: [
      'lists_create_empty', 'lists_create_with', { type: 'lists_repeat', inputs: { NUM: num(5) } }, 'lists_length', 'lists_isEmpty',
      'lists_indexOf', 'lists_getIndex', 'lists_setIndex', 'lists_getSublist', 'lists_split', 'lists_sort',
    ],
  },
  { id: 'variables', titles: { en: 'Variables', 'zh-CN': '变量', 'zh-TW': '變數' }, style: 'variable_category', order: 150, custom: 'VARIABLE' },
  { id: 'functions', titles: { en: 'Functions', 'zh-CN': '函数', 'zh-TW': '函式' }, style: 'procedure_category', order: 160, custom: 'PROCEDURE' },
];
