import { describe, expect, it } from 'vitest';
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
});
