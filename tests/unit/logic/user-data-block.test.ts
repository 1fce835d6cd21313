import { afterEach, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@scene-platform/sdk/testing';
import { createTranslate, SCENE_ROOT_ID, SceneDocumentService, TRANSFORM_DESCRIPTORS, UndoService } from '../../../sdk/index.js';
import type { LogicCodeHelper, ScenePatch } from '../../../sdk/index.js';
import { inProcessWorker } from '../../../plugins/logic-runtime/in-process-worker.js';
import { LogicSession } from '../../../plugins/logic-runtime/logic-session.js';
import { locales } from '../../../plugins/logic-runtime/locales.js';
import { NODE_BLOCKS } from '../../../plugins/logic-blocks-nodes/node-blocks.js';

// The user-data block's generated code runs against the real sandbox API (in process) on a document whose node carries
// user metadata: logic sees what the inspector stored.

const helper = (fields: Record<string, string>): LogicCodeHelper => ({
  valueOf: () => 'null', statementOf: () => '', fieldOf: (name) => fields[name] ?? '', quote: (text) => JSON.stringify(text), api: 'scene',
});
const read = (node: string, key: string) => {
  const generated = NODE_BLOCKS.find((b) => b.id === 'nodes_user_data')!.generate(helper({ NODE: node, KEY: key }));
  return (generated as { code: string }).code;
};

describe('the user-data logic block', () => {
  let kernel: TestKernel;
  afterEach(async () => kernel.dispose());

  it('reads an item, a label in one language, and undefined for an absent item or node', async () => {
    kernel = await createTestKernel();
    const document = kernel.get(SceneDocumentService);
    const undo = kernel.get(UndoService);
    const userData = { preset: 'space', language: ['en', 'zhCN'], items: { subType: 'door', name: { en: 'Gate', zhCN: '大门' }, positionY: 0 } };
    undo.execute([document.insertPatch([{ id: 'gate', type: 'TransformNode', parent: SCENE_ROOT_ID, name: 'Gate', children: [], props: { userData } }], { parent: SCENE_ROOT_ID, index: 0 })]);
    const log: string[] = [];
    const session = new LogicSession({
      createWorker: inProcessWorker,
      document,
      player: { apply: (patches: readonly ScenePatch[]) => undo.execute(patches), log: (_level, text) => log.push(text) },
      descriptors: () => TRANSFORM_DESCRIPTORS,
      contributedActions: () => [],
      fetchJson: async () => null,
      t: createTranslate(undefined, locales),
      clock: { now: () => 0, setInterval: () => 0, clearInterval: () => undefined },
      nextFrame: (flush) => flush(),
    });
    session.start(`scene.log(${read('gate', 'subType')}, ${read('gate', 'name.zhCN')}, String(${read('gate', 'icon')}), String(${read('ghost', 'subType')}));`, undefined);
    await expect.poll(() => log.length).toBe(1);
    expect(log[0]).toBe('door 大门 undefined undefined');
    expect(read('gate', 'x"); alert(1); ("')).toBe('scene.field(scene.get("gate", "userData"), "items.x\\"); alert(1); (\\"")');
  });
});
