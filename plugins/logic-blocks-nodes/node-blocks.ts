import { LogicFieldTypes, titles, USER_DATA_PROP } from '../../sdk/index.js';
import type { LogicBlockContribution, LogicCategory, LogicCodeHelper } from '../../sdk/index.js';
import { MAX_TRANSFORM_SECONDS, TRANSFORM_LIMIT } from './node-actions.js';

const category: LogicCategory = { id: 'nodes', titles: titles('Nodes', '节点', '節點'), colour: 210, order: 20 };
const colour = 210;
const node = { type: LogicFieldTypes.node, name: 'NODE' };
const statement = { previousStatement: null, nextStatement: null, colour } as const;
const num = (name: string, value: number) => ({ type: 'field_number', name, value, min: -TRANSFORM_LIMIT, max: TRANSFORM_LIMIT });

/** Named colours of the colour block, as CSS hex. */
export const NAMED_COLOURS: readonly (readonly [string, string, string, string])[] = [
  ['#ff0000', 'red', '红', '紅'], ['#00ff00', 'green', '绿', '綠'], ['#0000ff', 'blue', '蓝', '藍'], ['#ffff00', 'yellow', '黄', '黃'],
  ['#ff8000', 'orange', '橙', '橙'], ['#8000ff', 'purple', '紫', '紫'], ['#ffffff', 'white', '白', '白'], ['#000000', 'black', '黑', '黑'],
];

const vector = (b: LogicCodeHelper) => `{ x: ${Number(b.fieldOf('X'))}, y: ${Number(b.fieldOf('Y'))}, z: ${Number(b.fieldOf('Z'))} }`;
const transformOptions = [['%{BKY_NODES_MOVE}', 'position'], ['%{BKY_NODES_ROTATE}', 'rotation'], ['%{BKY_NODES_SCALE}', 'scaling']];
const transformMessages = {
  NODES_MOVE: titles('move', '移动', '移動'),
  NODES_ROTATE: titles('rotate', '旋转', '旋轉'),
  NODES_SCALE: titles('scale', '缩放', '縮放'),
};

/** Node blocks: properties by descriptor, visibility, animated transforms, colour and user-data items. */
export const NODE_BLOCKS: readonly LogicBlockContribution[] = [
  {
    id: 'nodes_get_property', category, order: 1,
    definition: { message0: '%{BKY_NODES_GET}', args0: [{ type: LogicFieldTypes.nodeProperty, name: 'PROP' }, node], output: null, colour },
    messages: { NODES_GET: titles('%1 of %2', '%2 的 %1', '%2 的 %1') },
    generate: (b) => ({ code: `${b.api}.get(${b.quote(b.fieldOf('NODE'))}, ${b.quote(b.fieldOf('PROP'))})`, order: 'call' }),
  },
  {
    id: 'nodes_set_property', category, order: 2,
    definition: {
      message0: '%{BKY_NODES_SET}', args0: [{ type: LogicFieldTypes.nodeProperty, name: 'PROP' }, node, { type: 'input_value', name: 'VALUE' }],
      inputsInline: true, ...statement,
    },
    messages: { NODES_SET: titles('set %1 of %2 to %3', '设置 %2 的 %1 为 %3', '設定 %2 的 %1 為 %3') },
    generate: (b) => `${b.api}.set(${b.quote(b.fieldOf('NODE'))}, ${b.quote(b.fieldOf('PROP'))}, ${b.valueOf('VALUE', 'none')});\n`,
  },
  {
    id: 'nodes_set_visible', category, order: 3,
    definition: {
      message0: '%{BKY_NODES_VISIBLE}',
      args0: [{ type: 'field_dropdown', name: 'VISIBLE', options: [['%{BKY_NODES_SHOW}', 'true'], ['%{BKY_NODES_HIDE}', 'false']] }, node],
      ...statement,
    },
    messages: { NODES_VISIBLE: titles('%1 %2', '%1 %2', '%1 %2'), NODES_SHOW: titles('show', '显示', '顯示'), NODES_HIDE: titles('hide', '隐藏', '隱藏') },
    generate: (b) => `${b.api}.setVisible(${b.quote(b.fieldOf('NODE'))}, ${b.fieldOf('VISIBLE') === 'true'});\n`,
  },
  {
    id: 'nodes_transform_to', category, order: 4,
    definition: {
      message0: '%{BKY_NODES_TRANSFORM_TO}',
      args0: [{ type: 'field_dropdown', name: 'PROP', options: transformOptions }, node, num('X', 0), num('Y', 0), num('Z', 0), { type: 'field_number', name: 'SECONDS', value: 1, min: 0, max: MAX_TRANSFORM_SECONDS }],
      ...statement,
    },
    messages: { ...transformMessages, NODES_TRANSFORM_TO: titles('%1 %2 to x %3 y %4 z %5 in %6 s', '%1 %2 到 x %3 y %4 z %5，用时 %6 秒', '%1 %2 到 x %3 y %4 z %5，用時 %6 秒') },
    generate: (b) => `${b.api}.transformTo(${b.quote(b.fieldOf('NODE'))}, ${b.quote(b.fieldOf('PROP'))}, ${vector(b)}, ${Number(b.fieldOf('SECONDS'))});\n`,
  },
  {
    id: 'nodes_transform_by', category, order: 5,
    definition: {
      message0: '%{BKY_NODES_TRANSFORM_BY}',
      args0: [{ type: 'field_dropdown', name: 'PROP', options: transformOptions }, node, num('X', 0), num('Y', 0), num('Z', 0), { type: 'field_number', name: 'SECONDS', value: 0, min: 0, max: MAX_TRANSFORM_SECONDS }],
      ...statement,
    },
    messages: { ...transformMessages, NODES_TRANSFORM_BY: titles('%1 %2 by x %3 y %4 z %5 in %6 s', '%1 %2 增加 x %3 y %4 z %5，用时 %6 秒', '%1 %2 增加 x %3 y %4 z %5，用時 %6 秒') },
    toolbox: { fields: { PROP: 'rotation' } },
    generate: (b) => `${b.api}.transformBy(${b.quote(b.fieldOf('NODE'))}, ${b.quote(b.fieldOf('PROP'))}, ${vector(b)}, ${Number(b.fieldOf('SECONDS'))});\n`,
  },
  {
    id: 'nodes_set_color', category, order: 6,
    definition: { message0: '%{BKY_NODES_COLOR}', args0: [node, { type: 'input_value', name: 'COLOUR', check: ['Colour', 'String'] }], inputsInline: true, ...statement },
    messages: { NODES_COLOR: titles('set colour of %1 to %2', '设置 %1 的颜色为 %2', '設定 %1 的顏色為 %2') },
    toolbox: { inputs: { COLOUR: { shadow: { type: 'nodes_colour', fields: { COLOUR: '#ff0000' } } } } },
    generate: (b) => `${b.api}.setColor(${b.quote(b.fieldOf('NODE'))}, ${b.valueOf('COLOUR', 'none', '"#ffffff"')});\n`,
  },
  {
    id: 'nodes_colour', category, order: 7,
    definition: {
      message0: '%1', args0: [{ type: 'field_dropdown', name: 'COLOUR', options: NAMED_COLOURS.map(([hex]) => [`%{BKY_NODES_COLOUR_${hex.slice(1).toUpperCase()}}`, hex]) }],
      output: 'Colour', colour,
    },
    messages: Object.fromEntries(NAMED_COLOURS.map(([hex, en, cn, tw]) => [`NODES_COLOUR_${hex.slice(1).toUpperCase()}`, titles(en, cn, tw)])),
    generate: (b) => ({ code: b.quote(b.fieldOf('COLOUR')), order: 'atomic' }),
  },
  {
    id: 'nodes_user_data', category, order: 8,
    definition: { message0: '%{BKY_NODES_USER_DATA}', args0: [{ type: 'field_input', name: 'KEY', text: 'category' }, node], output: null, colour },
    messages: { NODES_USER_DATA: titles('user data %1 of %2', '%2 的用户数据 %1', '%2 的使用者資料 %1') },
    generate: (b) => ({ code: userDataCode(b.api, b.quote(b.fieldOf('NODE')), b.quote(`items.${b.fieldOf('KEY')}`)), order: 'call' }),
  },
];

/**
 * The code reading a user-metadata item of a node (its USER_DATA_PROP, spec 001 §3): `path` is 'items.<key>', and a
 * label's text in one language is 'items.name.en'. Undefined when the node or the item is absent.
 */
export function userDataCode(api: string, nodeLiteral: string, pathLiteral: string): string {
  return `${api}.field(${api}.get(${nodeLiteral}, ${JSON.stringify(USER_DATA_PROP)}), ${pathLiteral})`;
}
