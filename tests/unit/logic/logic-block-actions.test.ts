// The built-in node and animation blocks' sandbox actions, contributed by their own plugins (LogicActions): the code the
// blocks generate (unchanged from when these calls were the sandbox's own) runs against the real sandbox API in process,
// crosses the wire as text, is checked against the actions' declarations with the bounds the runtime's message checks
// had, and is run by the plugins' handlers on the document and the animation service.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '../../../core/testing/index.js';
import { createTranslate, definePlugin, KeyframeAnimationService, LogicActions, LogicBlocks, SCENE_ROOT_ID, SceneDocumentService, TRANSFORM_DESCRIPTORS, UndoService } from '../../../sdk/index.js';
import type { LogicCodeHelper, PlayerLogLevel, PropertyDescriptor, ScenePatch } from '../../../sdk/index.js';
import animationServices from '../../../plugins/animation/index.js';
import nodeBlocks from '../../../plugins/logic-blocks-nodes/index.js';
import animationBlocks from '../../../plugins/logic-blocks-animation/index.js';
import { inProcessWorker } from '../../../plugins/logic-runtime/in-process-worker.js';
import { locales } from '../../../plugins/logic-runtime/locales.js';
import { LogicSession } from '../../../plugins/logic-runtime/logic-session.js';

const meshDescriptors: PropertyDescriptor[] = [...TRANSFORM_DESCRIPTORS, { name: 'color', type: 'color3', propertyGroup: 'material', rank: 1, titles: { en: 'Colour', 'zh-CN': '颜色', 'zh-TW': '顏色' } }];

let kernel: TestKernel;
let steps: ((now: number) => void)[] = [];
let flushes: (() => void)[] = [];
/** One frame: the tween steps due, then the batched writes queued so far. */
const frame = (now: number) => {
  const due = steps;
  steps = [];
  for (const step of due) step(now);
  const writes = flushes;
  flushes = [];
  for (const flush of writes) flush();
};
/** The animation services, as a plugin that depends on them sees them. */
let animationService: KeyframeAnimationService | undefined;
const animationProbe = definePlugin({ id: 'test.animation-probe', dependsOn: ['builtin.animation'], activate: (ctx) => {
  animationService = ctx.get(KeyframeAnimationService);
} });

afterEach(async () => {
  steps = [];
  flushes = [];
  await kernel.dispose();
});

async function start() {
  kernel = await createTestKernel({ plugins: [animationServices, animationProbe, nodeBlocks, animationBlocks], locale: 'en' });
  const document = kernel.get(SceneDocumentService);
  const undo = kernel.get(UndoService);
  undo.execute([
    document.insertPatch([{ id: 'box', type: 'Mesh', parent: SCENE_ROOT_ID, name: 'Box', children: [], props: { rotation: { x: 0, y: 0, z: 0 } } }], { parent: SCENE_ROOT_ID, index: 0 }),
    document.insertPatch([{ id: 'sphere', type: 'Mesh', parent: SCENE_ROOT_ID, name: 'Sphere', children: [], props: { color: { r: 0.9, g: 0.5, b: 0.2 } } }], { parent: SCENE_ROOT_ID, index: 1 }),
    document.insertPatch([{ id: 'lamp', type: 'Light', parent: SCENE_ROOT_ID, name: 'Lamp', children: [], props: {} }], { parent: SCENE_ROOT_ID, index: 2 }),
  ]);
  const log: { level: PlayerLogLevel; text: string }[] = [];
  const run = (code: string) => {
    const session = new LogicSession({
      createWorker: inProcessWorker,
      document,
      player: { apply: (patches: readonly ScenePatch[]) => undo.execute(patches), log: (level, text) => log.push({ level, text }) },
      descriptors: (type) => (type === 'Mesh' ? meshDescriptors : type === 'Light' ? TRANSFORM_DESCRIPTORS.filter((d) => d.name !== 'scaling') : undefined),
      contributedActions: () => kernel.contributions(LogicActions),
      frame: (step) => steps.push(step),
      fetchJson: async () => null,
      t: createTranslate(undefined, locales),
      clock: { now: () => 0, setInterval: () => 0, clearInterval: () => undefined },
      nextFrame: (flush) => flushes.push(flush),
    });
    session.start(code, undefined);
    return session;
  };
  return { document, log, run, refusals: () => log.filter((l) => l.level !== 'info').map((l) => l.text) };
}

/** The code a built-in block generates with these fields and value inputs. */
function generated(type: string, fields: Record<string, string | number>, values: Record<string, string> = {}): string {
  const helper: LogicCodeHelper = {
    valueOf: (name, _order, fallback) => values[name] ?? fallback ?? 'null', statementOf: () => '', fieldOf: (name) => String(fields[name] ?? ''),
    quote: (text) => JSON.stringify(text), api: 'scene',
  };
  const block = kernel.contributions(LogicBlocks).find((b) => b.id === type)!;
  return block.generate(helper) as string;
}

describe('the node blocks\' actions', () => {
  it('run the blocks\' generated calls: visibility, colour, transforms to and by (degrees), in one batch a frame', async () => {
    const { document, refusals, run } = await start();
    const code = [
      generated('nodes_set_visible', { NODE: 'box', VISIBLE: 'false' }),
      generated('nodes_set_color', { NODE: 'sphere' }, { COLOUR: '"#ff0000"' }),
      generated('nodes_transform_to', { PROP: 'position', NODE: 'sphere', X: 1, Y: 2, Z: -3, SECONDS: 0 }),
      generated('nodes_transform_by', { PROP: 'rotation', NODE: 'box', X: 0, Y: 90, Z: 0, SECONDS: 0 }),
    ].join('');
    expect(code).toBe([
      'scene.setVisible("box", false);', 'scene.setColor("sphere", "#ff0000");', 'scene.transformTo("sphere", "position", { x: 1, y: 2, z: -3 }, 0);',
      'scene.transformBy("box", "rotation", { x: 0, y: 90, z: 0 }, 0);', '',
    ].join('\n'));
    run(code);
    expect(document.get('box')?.props.visible).toBeUndefined(); // not before the frame
    frame(0);
    expect(refusals()).toEqual([]);
    expect(document.get('box')?.props.visible).toBe(false);
    expect(document.get('sphere')?.props.color).toEqual({ r: 1, g: 0, b: 0 });
    expect(document.get('sphere')?.props.position).toEqual({ x: 1, y: 2, z: -3 });
    expect((document.get('box')?.props.rotation as { y: number }).y).toBeCloseTo(Math.PI / 2);
  });

  it('tween a transform over its seconds, a frame at a time; a newer transform of the same property replaces it', async () => {
    const { document, run } = await start();
    const session = run('scene.transformTo("box", "position", { x: 10, y: 0, z: 0 }, 1); scene.onKey("a", () => scene.transformTo("box", "position", { x: -4, y: 0, z: 0 }, 0));');
    frame(1000);
    expect(document.get('box')?.props.position).toEqual({ x: 0, y: 0, z: 0 });
    frame(1500);
    expect(document.get('box')?.props.position).toEqual({ x: 5, y: 0, z: 0 });
    frame(2000);
    expect(document.get('box')?.props.position).toEqual({ x: 10, y: 0, z: 0 });
    expect(steps).toEqual([]); // the tween ended
    session.key('a');
    run('scene.transformTo("box", "position", { x: 0, y: 8, z: 0 }, 2);');
    frame(3000);
    frame(4000);
    expect(document.get('box')?.props.position).toEqual({ x: 5, y: 4, z: 0 });
    session.key('a'); // a transform at once replaces the tween under way
    frame(4500);
    expect(document.get('box')?.props.position).toEqual({ x: -4, y: 0, z: 0 });
    expect(steps).toEqual([]);
  });

  it('refuse what the runtime\'s message checks refused: unknown nodes, undeclared properties, bad colours, vectors and seconds', async () => {
    const { document, refusals, run } = await start();
    run([
      'scene.setVisible("ghost", true);',
      'scene.setVisible("box", "yes");',
      'scene.setColor("box", "javascript:alert(1)");',
      'scene.setColor("lamp", "#ff0000");', // a node type without a colour
      'scene.transformTo("box", "innerHTML", { x: 1, y: 2, z: 3 }, 0);',
      'scene.transformTo("lamp", "scaling", { x: 1, y: 2, z: 3 }, 0);', // a node type without the property
      'scene.transformTo("box", "position", { x: 1, y: 2, z: 1e10 }, 0);',
      'scene.transformTo("box", "position", { x: 1, y: 2, z: NaN }, 0);',
      'scene.transformTo("box", "position", { x: 1, y: 2, z: 3, w: 4 }, 0);',
      'scene.transformBy("box", "position", { x: 1, y: 2, z: 3 }, 3601);',
      'scene.transformBy("box", "position", { x: 1, y: 2, z: 3 }, -1);',
      'scene.transformBy("box", "position", { x: 1, y: 2, z: 3 });',
    ].join('\n'));
    frame(0);
    expect(refusals()).toEqual([
      'Logic call refused: argument 1 of "setVisible" must be a node, not ghost.',
      'Logic call refused: argument 2 of "setVisible" must be a boolean, not yes.',
      'Logic call refused: argument 2 of "setColor" must be a #rrggbb colour, not javascript:alert(1).',
      'Logic call refused: node "lamp" has no property "color".',
      'Logic call refused: argument 2 of "transformTo" must be a property, not innerHTML.',
      'Logic call refused: node "lamp" has no property "scaling".',
      'Logic call refused: argument 3 of "transformTo" must be a { x, y, z } vector (-1000000000 to 1000000000), not {"x":1,"y":2,"z":10000000000}.',
      'Logic call refused: the values of "?" are too large or not plain data.', // NaN is no JSON: refused on the wire
      'Logic call refused: argument 3 of "transformTo" must be a { x, y, z } vector (-1000000000 to 1000000000), not {"x":1,"y":2,"z":3,"w":4}.',
      'Logic call refused: argument 4 of "transformBy" must be a number, not 3601.',
      'Logic call refused: argument 4 of "transformBy" must be a number, not -1.',
      'Logic call refused: "transformBy" takes 4 arguments.',
    ]);
    expect(document.get('box')?.props).toEqual({ rotation: { x: 0, y: 0, z: 0 } });
    expect(document.get('lamp')?.props).toEqual({});
  });
});

describe('the animation blocks\' actions', () => {
  async function withAnimations() {
    const started = await start();
    const animations = animationService!;
    const lift = animations.createAnimation('Lift');
    const doors = animations.createStateAnimation('Doors');
    animations.setCurrent(undefined);
    return { ...started, animations, lift: lift.id, doors: doors.id, states: doors.states.map((s) => s.stateId) };
  }

  it('run the blocks\' generated calls: play, pause and stop an animation, jump to a state, set a progress (kept within 0..1)', async () => {
    const { animations, lift, doors, states, refusals, run } = await withAnimations();
    run(generated('animation_control', { ACTION: 'play', ANIMATION: lift }));
    expect(animations.currentAnimation?.id).toBe(lift);
    expect(animations.state).toBe('playing');
    run(generated('animation_control', { ACTION: 'pause', ANIMATION: lift }));
    expect(animations.state).toBe('paused');
    run(generated('animation_control', { ACTION: 'stop', ANIMATION: lift }));
    expect(animations.state).toBe('stopped');
    run(generated('animation_jump_state', { ANIMATION: doors, STATE: states[1] }));
    expect(animations.stateRuntime(doors)?.stateId).toBe(states[1]);
    run(generated('animation_set_progress', { ANIMATION: doors }, { PROGRESS: '7' }));
    expect(animations.stateRuntime(doors)?.progress).toBe(1);
    run(generated('animation_set_progress', { ANIMATION: doors }, { PROGRESS: '0.25' }));
    expect(animations.stateRuntime(doors)?.progress).toBe(0.25);
    expect(refusals()).toEqual([]);
  });

  it('refuse unknown animations, states an animation does not have, and progress that is no finite number', async () => {
    const { animations, lift, doors, states, refusals, run } = await withAnimations();
    run([
      'scene.playAnimation("nope");',
      `scene.jumpToState(${JSON.stringify(lift)}, "open");`, // a keyframe animation has no states
      `scene.jumpToState(${JSON.stringify(doors)}, "closed");`,
      `scene.setProgress(${JSON.stringify(doors)}, "half");`,
      `scene.setProgress(${JSON.stringify(doors)}, Infinity);`,
      `scene.setProgress(${JSON.stringify(lift)}, 0.5);`,
    ].join('\n'));
    expect(refusals()).toEqual([
      'Logic call refused: argument 1 of "playAnimation" must be a animation, not nope.',
      `Logic call refused: argument 1 of "jumpToState" must be a state animation, not ${lift}.`,
      'Logic call refused: animation "Doors" has no state "closed".',
      'Logic call refused: argument 2 of "setProgress" must be a number, not half.',
      'Logic call refused: the values of "?" are too large or not plain data.', // Infinity is no JSON: refused on the wire
      `Logic call refused: argument 1 of "setProgress" must be a state animation, not ${lift}.`,
    ]);
    expect(animations.state).toBe('stopped');
    expect(animations.stateRuntime(doors)?.stateId ?? states[0]).toBe(states[0]);
  });
});
