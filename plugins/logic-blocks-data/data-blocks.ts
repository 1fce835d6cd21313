import { LogicFieldTypes, titles } from '../../sdk/index.js';
import type { LogicBlockContribution, LogicCategory } from '../../sdk/index.js';

const category: LogicCategory = { id: 'data', titles: titles('Data', '数据', '資料'), colour: 20, order: 50 };
const colour = 20;
const url = { type: 'input_value', name: 'URL', check: 'String' };
const urlShadow = { inputs: { URL: { shadow: { type: 'text', fields: { TEXT: 'https://' } } } } };

const binding = { type: LogicFieldTypes.liveBinding, name: 'BINDING' };

/**
 * Data blocks: GET JSON from an allowed origin (once, or every N seconds announcing it as data), read a field by path;
 * live data: run blocks on each new value of a binding, read a binding's last value (docs/live-data.md).
 */
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
  {
    id: 'data_on_live', category, order: 4,
    definition: {
      message0: '%{BKY_DATA_ON_LIVE}', args0: [binding, { type: 'field_variable', name: 'VAR', variable: 'reading' }, { type: 'input_dummy' }, { type: 'input_statement', name: 'DO' }],
      colour, tooltip: '%{BKY_DATA_ON_LIVE_TIP}',
    },
    messages: {
      DATA_ON_LIVE: titles('on live data %1 put the value in %2 %3 %4', '当实时数据 %1 有新值时，存入 %2 %3 %4', '當即時資料 %1 有新值時，存入 %2 %3 %4'),
      DATA_ON_LIVE_TIP: titles(
        'Runs each time the binding gets a new value (after its transforms) while the player shows live data.',
        '播放器显示实时数据时，绑定每得到一个新值（经过其转换后）就运行一次。',
        '播放器顯示即時資料時，繫結每得到一個新值（經過其轉換後）就執行一次。',
      ),
    },
    // A Blockly variable's generated name never has '$': the parameter cannot hide the variable it is put in.
    generate: (b) => `${b.api}.onLiveData(${b.quote(b.fieldOf('BINDING').slice(0, 64))}, ($value) => {\n  ${b.fieldOf('VAR')} = $value;\n${b.statementOf('DO')}});\n`,
  },
  {
    id: 'data_live_value', category, order: 5,
    definition: { message0: '%{BKY_DATA_LIVE_VALUE}', args0: [binding], output: null, colour, tooltip: '%{BKY_DATA_LIVE_VALUE_TIP}' },
    messages: {
      DATA_LIVE_VALUE: titles('value of binding %1', '绑定 %1 的值', '繫結 %1 的值'),
      DATA_LIVE_VALUE_TIP: titles('The binding\'s last value (after its transforms); null before the first one.', '绑定的最新值（经过其转换后）；第一个值到达前为 null。', '繫結的最新值（經過其轉換後）；第一個值到達前為 null。'),
    },
    generate: (b) => ({ code: `${b.api}.liveValue(${b.quote(b.fieldOf('BINDING').slice(0, 64))})`, order: 'call' }),
  },
];
