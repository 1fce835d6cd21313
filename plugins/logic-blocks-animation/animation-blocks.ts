import { LogicFieldTypes, titles } from '../../sdk/index.js';
import type { LogicBlockContribution, LogicCategory } from '../../sdk/index.js';

const category: LogicCategory = { id: 'animation', titles: titles('Animation', '动画', '動畫'), colour: 290, order: 30 };
const colour = 290;
const animation = { type: LogicFieldTypes.animation, name: 'ANIMATION' };
const statement = { previousStatement: null, nextStatement: null, colour } as const;
const METHODS: Readonly<Record<string, string>> = { play: 'playAnimation', pause: 'pauseAnimation', stop: 'stopAnimation' };

/** Animation blocks: play/pause/stop an animation or group, jump to a state, set progress. */
export const ANIMATION_BLOCKS: readonly LogicBlockContribution[] = [
  {
    id: 'animation_control', category, order: 1,
    definition: {
      message0: '%{BKY_ANIMATION_CONTROL}',
      args0: [{ type: 'field_dropdown', name: 'ACTION', options: [['%{BKY_ANIMATION_PLAY}', 'play'], ['%{BKY_ANIMATION_PAUSE}', 'pause'], ['%{BKY_ANIMATION_STOP}', 'stop']] }, animation],
      ...statement,
    },
    messages: {
      ANIMATION_CONTROL: titles('%1 animation %2', '%1 动画 %2', '%1 動畫 %2'),
      ANIMATION_PLAY: titles('play', '播放', '播放'), ANIMATION_PAUSE: titles('pause', '暂停', '暫停'), ANIMATION_STOP: titles('stop', '停止', '停止'),
    },
    generate: (b) => `${b.api}.${METHODS[b.fieldOf('ACTION')] ?? 'playAnimation'}(${b.quote(b.fieldOf('ANIMATION'))});\n`,
  },
  {
    id: 'animation_jump_state', category, order: 2,
    definition: { message0: '%{BKY_ANIMATION_JUMP}', args0: [animation, { type: LogicFieldTypes.animationState, name: 'STATE' }], ...statement },
    messages: { ANIMATION_JUMP: titles('jump %1 to state %2', '将 %1 跳到状态 %2', '將 %1 跳到狀態 %2') },
    generate: (b) => `${b.api}.jumpToState(${b.quote(b.fieldOf('ANIMATION'))}, ${b.quote(b.fieldOf('STATE'))});\n`,
  },
  {
    id: 'animation_set_progress', category, order: 3,
    definition: { message0: '%{BKY_ANIMATION_PROGRESS}', args0: [animation, { type: 'input_value', name: 'PROGRESS', check: 'Number' }], inputsInline: true, ...statement },
    messages: { ANIMATION_PROGRESS: titles('set progress of %1 to %2', '设置 %1 的进度为 %2', '設定 %1 的進度為 %2') },
    toolbox: { inputs: { PROGRESS: { shadow: { type: 'math_number', fields: { NUM: 0.5 } } } } },
    generate: (b) => `${b.api}.setProgress(${b.quote(b.fieldOf('ANIMATION'))}, ${b.valueOf('PROGRESS', 'none', '0')});\n`,
  },
];
