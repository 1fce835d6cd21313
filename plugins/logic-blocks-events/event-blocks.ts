import { LogicFieldTypes, titles } from '../../sdk/index.js';
import type { LogicBlockContribution, LogicCategory } from '../../sdk/index.js';

const category: LogicCategory = { id: 'events', titles: titles('Events', '事件', '事件'), colour: 45, order: 10 };
const colour = 45;
const body = { type: 'input_statement', name: 'DO' };

/** Event blocks: each registers a handler with the puzzle API and runs its DO blocks when the event comes. */
export const EVENT_BLOCKS: readonly LogicBlockContribution[] = [
  {
    id: 'events_scene_loaded', category, order: 1,
    definition: { message0: '%{BKY_EVENTS_SCENE_LOADED}', args0: [{ type: 'input_dummy' }, body], colour, tooltip: '%{BKY_EVENTS_SCENE_LOADED_TIP}' },
    messages: {
      EVENTS_SCENE_LOADED: titles('when the scene is loaded %1 %2', '当场景加载完成 %1 %2', '當場景載入完成 %1 %2'),
      EVENTS_SCENE_LOADED_TIP: titles('Runs once the scene is shown.', '场景显示后运行一次。', '場景顯示後執行一次。'),
    },
    generate: (b) => `${b.api}.onSceneLoaded(() => {\n${b.statementOf('DO')}});\n`,
  },
  {
    id: 'events_node_event', category, order: 2,
    definition: {
      message0: '%{BKY_EVENTS_NODE_EVENT}',
      args0: [
        { type: LogicFieldTypes.node, name: 'NODE' },
        { type: 'field_dropdown', name: 'EVENT', options: [['%{BKY_EVENTS_CLICK}', 'click'], ['%{BKY_EVENTS_POINTER_ENTER}', 'pointerenter'], ['%{BKY_EVENTS_POINTER_LEAVE}', 'pointerleave']] },
        { type: 'input_dummy' }, body,
      ],
      colour, tooltip: '%{BKY_EVENTS_NODE_EVENT_TIP}',
    },
    messages: {
      EVENTS_NODE_EVENT: titles('when %1 %2 %3 %4', '当 %1 %2 %3 %4', '當 %1 %2 %3 %4'),
      EVENTS_CLICK: titles('clicked', '被点击', '被點擊'),
      EVENTS_POINTER_ENTER: titles('pointer enters', '指针进入', '指標進入'),
      EVENTS_POINTER_LEAVE: titles('pointer leaves', '指针离开', '指標離開'),
      EVENTS_NODE_EVENT_TIP: titles('Runs when the pointer clicks, enters or leaves the node.', '指针点击、进入或离开节点时运行。', '指標點擊、進入或離開節點時執行。'),
    },
    generate: (b) => `${b.api}.onNodeEvent(${b.quote(b.fieldOf('EVENT'))}, ${b.quote(b.fieldOf('NODE'))}, () => {\n${b.statementOf('DO')}});\n`,
  },
  {
    id: 'events_key', category, order: 3,
    definition: { message0: '%{BKY_EVENTS_KEY}', args0: [{ type: 'field_input', name: 'KEY', text: 'a' }, { type: 'input_dummy' }, body], colour },
    messages: { EVENTS_KEY: titles('when key %1 is pressed %2 %3', '当按下按键 %1 %2 %3', '當按下按鍵 %1 %2 %3') },
    generate: (b) => `${b.api}.onKey(${b.quote(b.fieldOf('KEY').slice(0, 32))}, () => {\n${b.statementOf('DO')}});\n`,
  },
  {
    id: 'events_every', category, order: 4,
    definition: { message0: '%{BKY_EVENTS_EVERY}', args0: [{ type: 'field_number', name: 'SECONDS', value: 1, min: 0.05, max: 86400 }, { type: 'input_dummy' }, body], colour },
    messages: { EVENTS_EVERY: titles('every %1 seconds %2 %3', '每隔 %1 秒 %2 %3', '每隔 %1 秒 %2 %3') },
    generate: (b) => `${b.api}.every(${Number(b.fieldOf('SECONDS'))}, () => {\n${b.statementOf('DO')}});\n`,
  },
  {
    id: 'events_after', category, order: 5,
    definition: { message0: '%{BKY_EVENTS_AFTER}', args0: [{ type: 'field_number', name: 'SECONDS', value: 1, min: 0, max: 86400 }, { type: 'input_dummy' }, body], colour },
    messages: { EVENTS_AFTER: titles('after %1 seconds %2 %3', '%1 秒后 %2 %3', '%1 秒後 %2 %3') },
    generate: (b) => `${b.api}.after(${Number(b.fieldOf('SECONDS'))}, () => {\n${b.statementOf('DO')}});\n`,
  },
  {
    id: 'events_data', category, order: 6,
    definition: { message0: '%{BKY_EVENTS_DATA}', args0: [{ type: 'field_variable', name: 'VAR', variable: 'data' }, { type: 'input_dummy' }, body], colour },
    messages: { EVENTS_DATA: titles('when data arrives, put it in %1 %2 %3', '当数据到达时，存入 %1 %2 %3', '當資料到達時，存入 %1 %2 %3') },
    generate: (b) => `${b.api}.onData((value) => {\n  ${b.fieldOf('VAR')} = value;\n${b.statementOf('DO')}});\n`,
  },
  {
    id: 'events_state_entered', category, order: 7,
    definition: {
      message0: '%{BKY_EVENTS_STATE}',
      args0: [{ type: LogicFieldTypes.animation, name: 'ANIMATION' }, { type: LogicFieldTypes.animationState, name: 'STATE' }, { type: 'input_dummy' }, body],
      colour,
    },
    messages: { EVENTS_STATE: titles('when %1 enters state %2 %3 %4', '当 %1 进入状态 %2 %3 %4', '當 %1 進入狀態 %2 %3 %4') },
    generate: (b) => `${b.api}.onStateEntered(${b.quote(b.fieldOf('ANIMATION'))}, ${b.quote(b.fieldOf('STATE'))}, () => {\n${b.statementOf('DO')}});\n`,
  },
];
