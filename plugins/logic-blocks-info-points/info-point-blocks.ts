import { INFO_POINT_LIMITS, INFO_POINT_STATUSES, LogicFieldTypes, titles } from '../../sdk/index.js';
import type { LogicBlockContribution, LogicCategory, LogicCodeHelper } from '../../sdk/index.js';
import { MAX_FLIGHT_SECONDS } from './info-point-actions.js';

const category: LogicCategory = { id: 'infoPoints', titles: titles('Info points', '信息点', '資訊點'), colour: 20, order: 25 };
const colour = 20;
const statement = { previousStatement: null, nextStatement: null, colour } as const;
const node = { type: LogicFieldTypes.node, name: 'NODE' };
const point = { type: 'field_input', name: 'POINT', text: 'Point' };
/** The point's name as the code's string (cut to the list's name limit). */
const pointOf = (b: LogicCodeHelper) => b.quote(b.fieldOf('POINT').slice(0, INFO_POINT_LIMITS.nameChars));

const STATUS_TITLES: Readonly<Record<(typeof INFO_POINT_STATUSES)[number], readonly [string, string, string]>> = {
  online: ['online', '在线', '線上'], normal: ['normal', '正常', '正常'], warning: ['warning', '告警', '告警'], fault: ['fault', '故障', '故障'], offline: ['offline', '离线', '離線'],
};

/** Info-point blocks: when a point is clicked, set a point's status, show or hide it, fly the camera to it. */
export const INFO_POINT_BLOCKS: readonly LogicBlockContribution[] = [
  {
    id: 'info_points_on_click', category, order: 1,
    definition: { message0: '%{BKY_INFO_POINTS_ON_CLICK}', args0: [point, node, { type: 'input_dummy' }, { type: 'input_statement', name: 'DO' }], colour: 45 },
    messages: {
      INFO_POINTS_ON_CLICK: titles('when info point %1 of %2 is clicked %3 %4', '当 %2 的信息点 %1 被点击 %3 %4', '當 %2 的資訊點 %1 被點擊 %3 %4'),
    },
    generate: (b) => `${b.api}.onItemEvent("click", ${b.quote(b.fieldOf('NODE'))}, ${pointOf(b)}, () => {\n${b.statementOf('DO')}});\n`,
  },
  {
    id: 'info_points_set_status', category, order: 2,
    definition: {
      message0: '%{BKY_INFO_POINTS_STATUS}',
      args0: [point, node, { type: 'field_dropdown', name: 'STATUS', options: INFO_POINT_STATUSES.map((s) => [`%{BKY_INFO_POINTS_STATUS_${s.toUpperCase()}}`, s]) }],
      ...statement,
    },
    messages: {
      INFO_POINTS_STATUS: titles('set status of info point %1 of %2 to %3', '设置 %2 的信息点 %1 的状态为 %3', '設定 %2 的資訊點 %1 的狀態為 %3'),
      ...Object.fromEntries(INFO_POINT_STATUSES.map((s) => [`INFO_POINTS_STATUS_${s.toUpperCase()}`, titles(...STATUS_TITLES[s])])),
    },
    generate: (b) => `${b.api}.setInfoPointStatus(${b.quote(b.fieldOf('NODE'))}, ${pointOf(b)}, ${b.quote(b.fieldOf('STATUS'))});\n`,
  },
  {
    id: 'info_points_set_visible', category, order: 3,
    definition: {
      message0: '%{BKY_INFO_POINTS_VISIBLE}',
      args0: [{ type: 'field_dropdown', name: 'VISIBLE', options: [['%{BKY_INFO_POINTS_SHOW}', 'true'], ['%{BKY_INFO_POINTS_HIDE}', 'false']] }, point, node],
      ...statement,
    },
    messages: {
      INFO_POINTS_VISIBLE: titles('%1 info point %2 of %3', '%1 %3 的信息点 %2', '%1 %3 的資訊點 %2'),
      INFO_POINTS_SHOW: titles('show', '显示', '顯示'), INFO_POINTS_HIDE: titles('hide', '隐藏', '隱藏'),
    },
    generate: (b) => `${b.api}.setInfoPointVisible(${b.quote(b.fieldOf('NODE'))}, ${pointOf(b)}, ${b.fieldOf('VISIBLE') === 'true'});\n`,
  },
  {
    id: 'info_points_fly_to', category, order: 4,
    definition: {
      message0: '%{BKY_INFO_POINTS_FLY}',
      args0: [point, node, { type: 'field_number', name: 'SECONDS', value: 1, min: 0, max: MAX_FLIGHT_SECONDS }],
      ...statement,
    },
    messages: { INFO_POINTS_FLY: titles('fly the camera to info point %1 of %2 in %3 s', '相机飞到 %2 的信息点 %1，用时 %3 秒', '相機飛到 %2 的資訊點 %1，用時 %3 秒') },
    generate: (b) => `${b.api}.flyToInfoPoint(${b.quote(b.fieldOf('NODE'))}, ${pointOf(b)}, ${Math.min(MAX_FLIGHT_SECONDS, Math.max(0, Number(b.fieldOf('SECONDS')) || 0))});\n`,
  },
];
