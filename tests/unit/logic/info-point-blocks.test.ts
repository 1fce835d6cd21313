// The info-point blocks through the real logic sandbox (in process): the code the blocks generate registers a click on
// one info point (`scene.onItemEvent`), and its handler's calls cross the wire as text, are checked against the
// actions' declarations and are run by the plugin's handlers on the document, edits of one frame adding up.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '../../../core/testing/index.js';
import { createTranslate, LogicActions, LogicBlocks, readInfoPoints, SCENE_ROOT_ID, SceneDocumentService, TRANSFORM_DESCRIPTORS, UndoService } from '../../../sdk/index.js';
import type { LogicCodeHelper, PlayerLogLevel, ScenePatch } from '../../../sdk/index.js';
import viewportState from '../../../plugins/viewport-state/index.js';
import infoPointBlocks from '../../../plugins/logic-blocks-info-points/index.js';
import { INFO_POINTS_DESCRIPTORS } from '../../../plugins/node-info-points/descriptors.js';
import { inProcessWorker } from '../../../plugins/logic-runtime/in-process-worker.js';
import { locales } from '../../../plugins/logic-runtime/locales.js';
import { LogicSession } from '../../../plugins/logic-runtime/logic-session.js';

let kernel: TestKernel;
let flushes: (() => void)[] = [];
const frame = () => {
  const writes = flushes;
  flushes = [];
  for (const flush of writes) flush();
};
afterEach(async () => {
  flushes = [];
  await kernel.dispose();
});

/** The code a block generates with these fields, its DO statement given. */
function generated(type: string, fields: Record<string, string | number>, body = ''): string {
  const helper: LogicCodeHelper = {
    valueOf: (_name, _order, fallback) => fallback ?? 'null', statementOf: () => body, fieldOf: (name) => String(fields[name] ?? ''),
    quote: (text) => JSON.stringify(text), api: 'scene',
  };
  return kernel.contributions(LogicBlocks).find((b) => b.id === type)!.generate(helper) as string;
}

describe('the info-point blocks', () => {
  it('on a click of one point: set its status and hide another; other points and nodes without points are left alone', async () => {
    kernel = await createTestKernel({ plugins: [viewportState, infoPointBlocks], locale: 'en' });
    const document = kernel.get(SceneDocumentService);
    const undo = kernel.get(UndoService);
    const points = [['p1', 'Pump'], ['p2', 'Fan']].map(([id, name]) => ({ id, name, category: '', type: '', status: 'normal', position: [0, 0, 0], visible: true }));
    undo.execute([document.insertPatch([
      { id: 'ip', type: 'InfoPoints', parent: SCENE_ROOT_ID, name: 'Sensors', children: [], props: { infoPoints: points } },
      { id: 'box', type: 'TransformNode', parent: SCENE_ROOT_ID, name: 'Box', children: [], props: {} },
    ], { parent: SCENE_ROOT_ID, index: 0 })]);
    const log: { level: PlayerLogLevel; text: string }[] = [];
    const session = new LogicSession({
      createWorker: inProcessWorker,
      document,
      player: { apply: (patches: readonly ScenePatch[]) => undo.execute(patches), log: (level, text) => log.push({ level, text }) },
      descriptors: (type) => (type === 'InfoPoints' ? INFO_POINTS_DESCRIPTORS : type === 'TransformNode' ? TRANSFORM_DESCRIPTORS : undefined),
      contributedActions: () => kernel.contributions(LogicActions),
      fetchJson: async () => null,
      t: createTranslate(undefined, locales),
      clock: { now: () => 0, setInterval: () => 0, clearInterval: () => undefined },
      nextFrame: (flush) => flushes.push(flush),
    });
    const body = generated('info_points_set_status', { NODE: 'ip', POINT: 'Pump', STATUS: 'warning' })
      + generated('info_points_set_visible', { NODE: 'ip', POINT: 'Fan', VISIBLE: 'false' })
      + generated('info_points_set_status', { NODE: 'box', POINT: 'Pump', STATUS: 'fault' });
    const code = generated('info_points_on_click', { NODE: 'ip', POINT: 'Pump' }, body);
    expect(code).toBe('scene.onItemEvent("click", "ip", "Pump", () => {\nscene.setInfoPointStatus("ip", "Pump", "warning");\n'
      + 'scene.setInfoPointVisible("ip", "Fan", false);\nscene.setInfoPointStatus("box", "Pump", "fault");\n});\n');
    session.start(code, undefined);
    const shown = () => readInfoPoints(document.get('ip')!.props.infoPoints).map((p) => [p.name, p.status, p.visible]);

    session.nodeEvent('click', 'ip'); // the node, no point
    session.nodeEvent('click', 'ip', 'Fan');
    frame();
    expect(shown()).toEqual([['Pump', 'normal', true], ['Fan', 'normal', true]]);

    session.nodeEvent('click', 'ip', 'Pump');
    await expect.poll(() => flushes.length).toBeGreaterThan(0);
    frame();
    // Both edits of the frame land (the second built on the first), in one batch.
    expect(shown()).toEqual([['Pump', 'warning', true], ['Fan', 'normal', false]]);
    // The box declares no info points: the call is refused and named in the console.
    expect(log.filter((l) => l.level !== 'info').map((l) => l.text).join('\n')).toMatch(/node "box" has no/);
    expect(document.get('box')!.props.infoPoints).toBeUndefined();
    session.dispose();
  });
});
