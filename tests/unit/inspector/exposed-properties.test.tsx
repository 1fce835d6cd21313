// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { coreServiceModules, createEditorKernel, SceneDocumentWriter } from '../../../core/index.js';
import { CommandService, ExposedPropertiesService, Panels, SCENE_ROOT_ID, SceneCommandIds, SelectionService, UndoService } from '../../../sdk/index.js';
import type { ExposeDialogArgs } from '../../../sdk/index.js';
import plugin from '../../../plugins/exposed-properties/index.js';
import { KernelProvider } from '../../../host/web/src/kernel/kernel-context.js';
import { DialogLayers } from '../../../host/web/src/overlays/dialog-layers.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

async function setup() {
  const kernel = await createEditorKernel(coreServiceModules, [plugin]);
  // The workbench's layers, where the plugin's dialog is shown (DialogService.show).
  render(<KernelProvider kernel={kernel}><DialogLayers /></KernelProvider>);
  const doc = kernel.services.get(SceneDocumentWriter);
  doc.apply([doc.insertPatch([{ id: 'lamp', type: 'PointLight', parent: SCENE_ROOT_ID, name: 'Lamp', props: { intensity: 1 }, children: [] }], { parent: SCENE_ROOT_ID, index: 0 })], 'load');
  const exposed = kernel.services.get(ExposedPropertiesService);
  const commands = kernel.services.get(CommandService);
  const args: ExposeDialogArgs = { owner: { kind: 'node', id: 'lamp' }, property: 'intensity', type: 'number', title: 'Intensity' };
  const open = async () => { await act(async () => { void commands.execute(SceneCommandIds.openExposeDialog, args); }); };
  return { kernel, doc, exposed, commands, open, undo: kernel.services.get(UndoService) };
}

describe("'Set Parameters' dialog", () => {
  it('is 420 px wide, not closed by the backdrop, and confirms a typed name and group (dots → underscores)', async () => {
    const { exposed, open, undo } = await setup();
    await open();
    const dialog = screen.getByTestId('expose-dialog');
    expect(dialog.style.width).toBe('420px');
    expect(screen.getByRole('heading').textContent).toBe('Set Parameters');
    fireEvent.click(screen.getByTestId('expose-dialog-backdrop'));
    expect(screen.queryByTestId('expose-dialog')).not.toBeNull();
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('expose-dialog-name'), { target: { value: 'lamp.power' } });
    fireEvent.change(screen.getByTestId('expose-dialog-group'), { target: { value: 'Lights' } });
    act(() => { fireEvent.click(screen.getByRole('button', { name: 'Confirm' })); });
    expect(screen.queryByTestId('expose-dialog')).toBeNull();
    expect(exposed.all).toMatchObject([{ name: 'lamp_power', group: 'Lights', path: 'lamp.intensity', type: 'number' }]);
    expect(undo.needSave).toBe(true);
  });

  it('falls back to the title for an empty name, offers known names, renames and deletes', async () => {
    const { exposed, open } = await setup();
    await open();
    act(() => { fireEvent.click(screen.getByRole('button', { name: 'Confirm' })); });
    expect(exposed.all[0].name).toBe('Intensity');
    await open();
    expect((screen.getByTestId('expose-dialog-name') as HTMLInputElement).value).toBe('Intensity');
    fireEvent.click(screen.getAllByRole('button', { name: 'Show the list' })[0]);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Intensity']);
    fireEvent.change(screen.getByTestId('expose-dialog-name'), { target: { value: 'Power' } });
    act(() => { fireEvent.click(screen.getByRole('button', { name: 'Confirm' })); });
    expect(exposed.all).toHaveLength(1);
    expect(exposed.all[0].name).toBe('Power');
    await open();
    act(() => { fireEvent.click(screen.getByRole('button', { name: 'Delete' })); });
    expect(exposed.all).toEqual([]);
    expect(screen.queryByTestId('expose-dialog')).toBeNull();
  });

  it('closes with the × button and Escape without changing anything', async () => {
    const { exposed, open } = await setup();
    await open();
    act(() => { fireEvent.click(screen.getByRole('button', { name: 'Close' })); });
    expect(screen.queryByTestId('expose-dialog')).toBeNull();
    await open();
    act(() => { fireEvent.keyDown(screen.getByTestId('expose-dialog-name'), { key: 'Escape' }); });
    expect(screen.queryByTestId('expose-dialog')).toBeNull();
    expect(exposed.all).toEqual([]);
  });
});

describe('exposed-property collection panel', () => {
  it("groups by group name or 'Not classified', selects the owner on click and removes", async () => {
    const { kernel, exposed } = await setup();
    const Panel = kernel.registry.list(Panels).current.find((p) => p.id === 'exposed-properties')!.component!;
    render(<Panel panelId="exposed-properties" visible />);
    expect(screen.getByTestId('exposed-collection').textContent).toContain('No exposed properties yet');
    act(() => {
      exposed.expose({ owner: { kind: 'node', id: 'lamp' }, property: 'intensity', type: 'number', name: 'Power', group: 'Lights', title: 'Intensity' });
      exposed.expose({ owner: { kind: 'node', id: 'lamp' }, property: 'range', type: 'number', name: 'Range', group: '', title: 'Range' });
    });
    expect(screen.getByTestId('exposed-group-Lights').textContent).toContain('Power');
    expect(screen.getByTestId('exposed-group-not-classified').textContent).toContain('Not classified');
    expect(screen.getByTestId('exposed-item-Power').textContent).toContain('Lamp.intensity');
    fireEvent.click(screen.getByTestId('exposed-item-Power'));
    expect(kernel.services.get(SelectionService).selected).toEqual(['lamp']);
    fireEvent.click(screen.getByTestId('exposed-group-Lights').querySelector('button')!);
    expect(screen.queryByTestId('exposed-item-Power')).toBeNull();
    act(() => { fireEvent.click(screen.getByTestId('exposed-item-Range').querySelector('button')!); });
    expect(exposed.all.map((e) => e.name)).toEqual(['Power']);
  });
});
