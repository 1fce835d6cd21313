import { LogicFieldTypes, titles } from '../../sdk/index.js';
import type { LogicBlockContribution, LogicCategory } from '../../sdk/index.js';

const category: LogicCategory = { id: 'camera', titles: titles('Camera', '相机', '相機'), colour: 160, order: 40 };
const colour = 160;
const statement = { previousStatement: null, nextStatement: null, colour } as const;

/** Camera blocks: fly to a node, set the orbit target. */
export const CAMERA_BLOCKS: readonly LogicBlockContribution[] = [
  {
    id: 'camera_fly_to', category, order: 1,
    definition: {
      message0: '%{BKY_CAMERA_FLY}',
      args0: [{ type: LogicFieldTypes.node, name: 'NODE' }, { type: 'field_number', name: 'SECONDS', value: 1, min: 0, max: 600 }],
      ...statement,
    },
    messages: { CAMERA_FLY: titles('fly the camera to %1 in %2 s', '相机飞到 %1，用时 %2 秒', '相機飛到 %1，用時 %2 秒') },
    generate: (b) => `${b.api}.flyTo(${b.quote(b.fieldOf('NODE'))}, ${Number(b.fieldOf('SECONDS'))});\n`,
  },
  {
    id: 'camera_orbit_target', category, order: 2,
    definition: { message0: '%{BKY_CAMERA_TARGET}', args0: [{ type: LogicFieldTypes.node, name: 'NODE' }], ...statement },
    messages: { CAMERA_TARGET: titles('set the orbit target to %1', '设置环绕目标为 %1', '設定環繞目標為 %1') },
    generate: (b) => `${b.api}.setOrbitTarget(${b.quote(b.fieldOf('NODE'))});\n`,
  },
];
