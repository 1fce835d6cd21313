import { titles } from '../../sdk/index.js';
import type { LogicBlockContribution, LogicCategory } from '../../sdk/index.js';

const category: LogicCategory = { id: 'data', titles: titles('Data', '数据', '資料'), colour: 20, order: 50 };
const colour = 20;
const url = { type: 'input_value', name: 'URL', check: 'String' };
const urlShadow = { inputs: { URL: { shadow: { type: 'text', fields: { TEXT: 'https://' } } } } };

/** Data blocks: GET JSON from an allowed origin (once, or every N seconds announcing it as data), read a field by path. */
export const DATA_BLOCKS: readonly LogicBlockContribution[] = [
  {
    id: 'data_get_json', category, order: 1,
    definition: {
      message0: '%{BKY_DATA_GET}', args0: [url, { type: 'field_variable', name: 'VAR', variable: 'data' }],
      message1: '%{BKY_DATA_THEN}', args1: [{ type: 'input_statement', name: 'DO' }],
      previousStatement: null, nextStatement: null, colour, tooltip: '%{BKY_DATA_GET_TIP}',
    },
    messages: {
      DATA_GET: titles('get JSON from %1 into %2', '从 %1 获取 JSON 存入 %2', '從 %1 取得 JSON 存入 %2'),
      DATA_THEN: titles('then %1', '然后 %1', '然後 %1'),
      DATA_GET_TIP: titles('Only origins on the scene\'s allow list are reached.', '只能访问场景允许列表中的来源。', '只能存取場景允許清單中的來源。'),
    },
    toolbox: urlShadow,
    generate: (b) => `${b.api}.fetchJson(${b.valueOf('URL', 'none', '""')}).then((value) => {\n  ${b.fieldOf('VAR')} = value;\n${b.statementOf('DO')}});\n`,
  },
  {
    id: 'data_poll_json', category, order: 2,
    definition: {
      message0: '%{BKY_DATA_POLL}', args0: [{ type: 'field_number', name: 'SECONDS', value: 5, min: 0.5, max: 86400 }, url],
      inputsInline: true, previousStatement: null, nextStatement: null, colour,
    },
    messages: { DATA_POLL: titles('every %1 s get JSON from %2 as data', '每 %1 秒从 %2 获取 JSON 作为数据', '每 %1 秒從 %2 取得 JSON 作為資料') },
    toolbox: urlShadow,
    generate: (b) => `${b.api}.every(${Number(b.fieldOf('SECONDS'))}, () => {\n  ${b.api}.fetchJson(${b.valueOf('URL', 'none', '""')}, { notify: true });\n});\n`,
  },
  {
    id: 'data_field', category, order: 3,
    definition: { message0: '%{BKY_DATA_FIELD}', args0: [{ type: 'field_input', name: 'PATH', text: 'value' }, { type: 'input_value', name: 'VALUE' }], inputsInline: true, output: null, colour },
    messages: { DATA_FIELD: titles('field %1 of %2', '%2 的字段 %1', '%2 的欄位 %1') },
    generate: (b) => ({ code: `${b.api}.field(${b.valueOf('VALUE', 'none')}, ${b.quote(b.fieldOf('PATH').slice(0, 256))})`, order: 'call' }),
  },
];
