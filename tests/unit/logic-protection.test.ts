import { describe, expect, it } from 'vitest';
import { NotificationService, OpenScenesService, UndoService } from '../../sdk/index.js';
import type { SceneLogic } from '../../sdk/index.js';
import { coreServiceModules, createEditorKernel, SceneDocumentWriter } from '../../core/index.js';
import logicProtection from '../../plugins/logic-protection/index.js';
import openScenesPlugin from '../../plugins/open-scenes/index.js';

async function setup() {
  const kernel = await createEditorKernel(coreServiceModules, [openScenesPlugin, logicProtection]);
  const document = kernel.services.get(SceneDocumentWriter);
  const undo = kernel.services.get(UndoService);
  const errors: string[] = [];
  kernel.services.get(NotificationService).onDidNotify.subscribe((n) => n.kind === 'error' && errors.push(n.message));
  const setLogic = (logic: Partial<SceneLogic>) => undo.execute([document.setSectionPatch('logic', { ...document.section('logic'), ...logic })]);
  return { kernel, document, undo, errors, setLogic };
}

describe('logic protection', () => {
  it('refuses to empty the logic while a backup exists', async () => {
    const { document, errors, setLogic } = await setup();
    setLogic({ code: 'run();', xml: '<xml/>', codeBackup: 'run();', xmlBackup: '<xml/>' });
    setLogic({ code: '', xml: '' });
    await Promise.resolve();
    expect(errors.some((e) => /Logical code emptied|逻辑代码已被清空/.test(e))).toBe(true);
    expect(document.section('logic').code).toBe('run();');
  });

  it('lets logic be emptied when there is no backup', async () => {
    const { document, errors, setLogic } = await setup();
    setLogic({ code: 'a();', codeBackup: '' });
    setLogic({ code: '' });
    await Promise.resolve();
    expect(errors).toEqual([]);
    expect(document.section('logic').code).toBe('');
  });

  it('restores lost logic from the backup when saving, and keeps saved logic as the backup', async () => {
    const { kernel, document, errors } = await setup();
    const openScenes = kernel.plugins.providedService(OpenScenesService)!;
    const logicAtSave: string[] = [];
    // Stand in for the server: capture what would be saved.
    openScenes.onWillSave.subscribe(() => queueMicrotask(() => logicAtSave.push(document.section('logic').code)));
    document.load(JSON.stringify({ ...document.snapshot(), logic: { code: '', xml: '', codeBackup: 'keep();', xmlBackup: '<x/>' } }));
    await openScenes.openNew('p1', 'Logic');
    document.load(JSON.stringify({ ...document.snapshot(), logic: { code: '', xml: '', codeBackup: 'keep();', xmlBackup: '<x/>' } }));
    await openScenes.save().catch(() => undefined);
    expect(errors.some((e) => /Logical code lost, using last version|逻辑代码丢失/.test(e))).toBe(true);
    expect(document.section('logic')).toMatchObject({ code: 'keep();', xml: '<x/>' });
    await Promise.resolve();
    expect(logicAtSave[0]).toBe('keep();');
  });
});
