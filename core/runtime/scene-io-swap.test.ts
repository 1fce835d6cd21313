import { describe, expect, it } from 'vitest';
import { SCENE_ROOT_ID, SceneDocumentService, SceneIoService, UndoService } from '../../sdk/index.js';
import { createEditorKernel } from '../kernel/editor-kernel.js';
import { coreServiceModules } from '../services/index.js';

describe('SceneIoService.swapDocument', () => {
  it('puts a whole document in place outside undo: history cleared, unsaved mark as asked, current scene kept', async () => {
    const kernel = await createEditorKernel(coreServiceModules);
    const io = kernel.services.get(SceneIoService);
    const document = kernel.services.get(SceneDocumentService);
    const undo = kernel.services.get(UndoService);
    const opened = io.openNew('p1', 'Swapped');
    undo.execute([document.setPropPatch(SCENE_ROOT_ID, 'width', 640)]);
    const edited = document.snapshot();
    let loads = 0;
    document.onDidLoad.subscribe(() => loads++);

    io.swapDocument(undefined, { needSave: false });
    expect(document.root.props.width).toBeUndefined();
    expect(undo.canUndo).toBe(false);
    expect(undo.needSave).toBe(false);

    io.swapDocument(edited, { needSave: true });
    expect(document.root.props.width).toBe(640);
    expect(undo.canUndo).toBe(false);
    expect(undo.needSave).toBe(true);
    expect(io.current).toEqual(opened);
    expect(loads).toBe(2);

    // A document that is not valid is refused and changes nothing.
    expect(() => io.swapDocument({ ...edited, nodes: {} }, { needSave: false })).toThrow();
    expect(document.root.props.width).toBe(640);
    expect(undo.needSave).toBe(true);
    await kernel.dispose();
  });
});
