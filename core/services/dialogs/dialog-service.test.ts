import { describe, expect, it } from 'vitest';
import type { DialogLayer } from '../../../sdk/index.js';
import { DialogServiceImpl } from './dialog-service.js';

describe('DialogServiceImpl', () => {
  it('answers no when no UI listens', async () => {
    const dialogs = new DialogServiceImpl();
    expect(await dialogs.confirm({ title: 'Sure?' })).toBe(false);
    expect(await dialogs.prompt({ title: 'Name?' })).toBeUndefined();
  });

  it('hands requests to the UI and resolves with its first answer', async () => {
    const dialogs = new DialogServiceImpl();
    dialogs.onDidRequestDialog.subscribe((request) => {
      if (request.kind === 'confirm') {
        request.resolve(true);
        request.resolve(false);
      } else request.resolve(`${request.options.value ?? ''}!`);
    });
    expect(await dialogs.confirm({ title: 'Sure?' })).toBe(true);
    expect(await dialogs.prompt({ title: 'Name?', value: 'x' })).toBe('x!');
  });

  it('shows a plugin\'s own dialogs while they are open, newest last, and resolves each with its first close', async () => {
    const dialogs = new DialogServiceImpl();
    const Panel = () => null;
    expect(await dialogs.show(Panel)).toBeUndefined(); // no UI listening
    let open: readonly DialogLayer[] = [];
    dialogs.layers.subscribe((layers) => (open = layers));
    const first = dialogs.show<string>(Panel, { className: 'kf-a' });
    const second = dialogs.show<number>(Panel);
    expect(open.map((layer) => layer.className)).toEqual(['kf-a', undefined]);
    open[1]!.close(7);
    open[0]!.close('yes');
    expect(await Promise.all([first, second])).toEqual(['yes', 7]);
    expect(open).toEqual([]);
  });

  it('closes a dialog when its signal aborts, and shows none for a signal aborted already', async () => {
    const dialogs = new DialogServiceImpl();
    let open: readonly DialogLayer[] = [];
    dialogs.layers.subscribe((layers) => (open = layers));
    const controller = new AbortController();
    const shown = dialogs.show(() => null, { signal: controller.signal });
    expect(open).toHaveLength(1);
    controller.abort();
    expect(await shown).toBeUndefined();
    expect(open).toEqual([]);
    expect(await dialogs.show(() => null, { signal: controller.signal })).toBeUndefined();
    expect(open).toEqual([]);
  });
});
