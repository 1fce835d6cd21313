import { afterEach, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@scene-platform/sdk/testing';
import {
  contribution, createTranslate, defineLogicAction, definePlugin, LogicActions, LogicBlocks, PluginFaultService, SCENE_ROOT_ID, SceneDocumentService,
  titles, TRANSFORM_DESCRIPTORS, UndoService,
} from '../../sdk/index.js';
import type { LogicCodeHelper, PlayerLogLevel, ScenePatch } from '../../sdk/index.js';
import { inProcessWorker } from './in-process-worker.js';
import { LogicSession } from './logic-session.js';
import { locales } from './locales.js';
import { SandboxApi } from './sandbox-api.js';

// A third-party plugin contributes a logic block and the sandbox action its code calls, in one plugin: the block's
// generated code runs against the real sandbox API (in process), the call crosses the wire as text, the page checks it
// against the declared arguments and runs the plugin's handler.

const helper = (fields: Record<string, string>): LogicCodeHelper => ({
  valueOf: () => 'null', statementOf: () => '', fieldOf: (name) => fields[name] ?? '', quote: (text) => JSON.stringify(text), api: 'scene',
});

const calls: [string, number][] = [];
const blinkPlugin = definePlugin({
  id: 'acme.blink',
  contributes: [contribution(LogicBlocks, {
    id: 'acme_blink',
    category: { id: 'acme', titles: titles('Acme', 'Acme', 'Acme'), colour: 330 },
    definition: { message0: '%{BKY_ACME_BLINK}', previousStatement: null, nextStatement: null },
    messages: { ACME_BLINK: titles('blink', '闪烁', '閃爍') },
    generate: (b) => `${b.api}.acmeBlink(${b.quote(b.fieldOf('NODE'))}, ${Number(b.fieldOf('TIMES'))});\n`,
  })],
  activate(ctx) {
    ctx.contribute(LogicActions, defineLogicAction({
      id: 'acmeBlink',
      args: [{ type: 'node' }, { type: 'number', min: 1, max: 20, integer: true }],
      run: ([nodeId, times]) => {
        if (times === 13) throw new Error('unlucky');
        calls.push([nodeId, times]);
      },
    }));
  },
});

describe('a logic block with its own sandbox action', () => {
  let kernel: TestKernel;
  afterEach(async () => {
    calls.length = 0;
    await kernel.dispose();
  });

  async function run(code: string) {
    kernel = await createTestKernel({ plugins: [blinkPlugin] });
    const document = kernel.get(SceneDocumentService);
    const undo = kernel.get(UndoService);
    undo.execute([document.insertPatch([{ id: 'box', type: 'Mesh', parent: SCENE_ROOT_ID, name: 'Box', children: [], props: {} }], { parent: SCENE_ROOT_ID, index: 0 })]);
    const log: { level: PlayerLogLevel; text: string }[] = [];
    const session = new LogicSession({
      createWorker: inProcessWorker,
      document,
      player: { apply: (patches: readonly ScenePatch[]) => undo.execute(patches), log: (level, text) => log.push({ level, text }) },
      descriptors: () => TRANSFORM_DESCRIPTORS,
      contributedActions: () => kernel.contributions(LogicActions),
      fetchJson: async () => null,
      t: createTranslate(undefined, locales),
      clock: { now: () => 0, setInterval: () => 0, clearInterval: () => undefined },
      nextFrame: (flush) => flush(),
    });
    session.start(code, undefined);
    return { log, session };
  }

  it('runs the block\'s generated call through the sandbox, the page\'s checks and the plugin\'s handler', async () => {
    const block = (await createTestKernel({ plugins: [blinkPlugin] }));
    const generated = block.contributions(LogicBlocks).find((b) => b.id === 'acme_blink')!.generate(helper({ NODE: 'box', TIMES: '3' }));
    await block.dispose();
    expect(generated).toBe('scene.acmeBlink("box", 3);\n');
    const { log } = await run(generated as string);
    expect(calls).toEqual([['box', 3]]);
    expect(log.filter((l) => l.level !== 'info')).toEqual([]);
  });

  it('refuses calls whose arguments do not fit the declaration, before the handler', async () => {
    const { log } = await run('scene.acmeBlink("ghost", 3); scene.acmeBlink("box", 2.5); scene.acmeBlink("box", 99); scene.acmeBlink("box");');
    expect(calls).toEqual([]);
    expect(log.map((l) => l.text)).toEqual([
      'Logic call refused: argument 1 of "acmeBlink" must be a node, not ghost.',
      'Logic call refused: argument 2 of "acmeBlink" must be a number, not 2.5.',
      'Logic call refused: argument 2 of "acmeBlink" must be a number, not 99.',
      'Logic call refused: "acmeBlink" takes 2 arguments.',
    ]);
  });

  it('reports a throwing handler as its plugin\'s fault, in the console, and keeps the logic running', async () => {
    const { log, session } = await run('scene.acmeBlink("box", 13); scene.acmeBlink("box", 4);');
    expect(calls).toEqual([['box', 4]]);
    expect(log.map((l) => l.text)).toContain('The action "acmeBlink" failed: unlucky');
    expect(kernel.get(PluginFaultService).faults.map((f) => [f.pluginId, f.message])).toEqual([['acme.blink', 'unlucky']]);
    expect(session.state).toBe('running');
  });

  it('gives the sandbox no method for an action whose plugin is gone', async () => {
    kernel = await createTestKernel({ plugins: [blinkPlugin] });
    await kernel.deactivate('acme.blink');
    expect(kernel.contributions(LogicActions)).toEqual([]);
    const api = new SandboxApi({ post: () => undefined, setInterval: () => undefined, setTimeout: () => undefined }, {}, []).api as unknown as Record<string, unknown>;
    expect(api.acmeBlink).toBeUndefined();
  });
});

describe('the admission of an action\'s argument declarations', () => {
  const admitted = async (args: readonly unknown[]) => {
    const kernel = await createTestKernel();
    const plugin = definePlugin({ id: 'acme.paint', activate: (ctx) => {
      ctx.contribute(LogicActions, { id: 'acmePaint', args: args as never, run: () => undefined });
    } });
    const error = await kernel.activate(plugin).then(() => undefined, (e: unknown) => (e instanceof Error ? e.message : String(e)));
    const ids = kernel.contributions(LogicActions).map((a) => a.id);
    const faults = kernel.get(PluginFaultService).faults.map((f) => f.message);
    await kernel.dispose();
    return error ?? faults[0] ?? ids;
  };

  it('takes bounded vectors, colours, nodes that declare a property, and states and properties of an earlier argument', async () => {
    expect(await admitted([
      { type: 'node', declares: 'color', declaredTypes: ['color3'] }, { type: 'property', of: 0, values: ['position'] }, { type: 'vector', min: -1, max: 1 },
      { type: 'color' }, { type: 'animation', kind: 'state' }, { type: 'animationState', of: 4 },
    ])).toEqual(['acmePaint']);
  });

  it('refuses unbounded vectors, and states, properties or declared types that name nothing bounded', async () => {
    const refusals: [unknown[], RegExp][] = [
      [[{ type: 'vector', min: -Infinity, max: 1 }], /argument 0: a vector needs finite min ≤ max/],
      [[{ type: 'vector', min: 2, max: 1 }], /a vector needs finite min ≤ max/],
      [[{ type: 'animationState', of: 0 }], /argument 0: an animation state names an earlier animation argument/],
      [[{ type: 'node' }, { type: 'animationState', of: 0 }], /argument 1: an animation state names an earlier animation argument/],
      [[{ type: 'animation' }, { type: 'animationState', of: 2 }], /an animation state names an earlier animation argument/],
      [[{ type: 'animation' }, { type: 'property', of: 0, values: ['position'] }], /a property names an earlier node argument/],
      [[{ type: 'node' }, { type: 'property', of: 0, values: [] }], /a property names an earlier node argument/],
      [[{ type: 'node' }, { type: 'property', of: 0, values: Array.from({ length: 65 }, (_, i) => `p${i}`) }], /a property names an earlier node argument/],
      [[{ type: 'node', declaredTypes: ['color3'] }], /a node's declares is a property name/],
      [[{ type: 'node', declares: 'x'.repeat(129) }], /a node's declares is a property name/],
      [[{ type: 'animation', kind: 'movie' }], /an animation's kind is keyframe, state or group/],
    ];
    for (const [args, why] of refusals) expect(await admitted(args), JSON.stringify(args)).toMatch(why);
  });
});
