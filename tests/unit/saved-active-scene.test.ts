import { describe, expect, it } from 'vitest';
import { savedActiveScene } from '../../sdk/index.js';
import type { OpenScenesService, OpenSceneTab } from '../../sdk/index.js';

const tab = (over: Partial<OpenSceneTab> = {}): OpenSceneTab => ({ id: 's1', projectUuid: 'p1', name: 'Hall', category: 'Default', version: 3, needSave: false, temporary: false, ...over });

/** An open-scenes service with one tab whose save answers `save` (the parts the helper reads). */
function scenes(active: OpenSceneTab | undefined, save: () => Promise<OpenSceneTab>): { service: OpenScenesService; saves: () => number } {
  let saves = 0;
  const service = { tabs: active ? [active] : [], activeId: active?.id, save: () => (saves++, save()) } as unknown as OpenScenesService;
  return { service, saves: () => saves };
}

describe('savedActiveScene', () => {
  it('gives a saved scene as it is, without saving', async () => {
    const { service, saves } = scenes(tab(), () => Promise.reject(new Error('no save expected')));
    expect(await savedActiveScene(service)).toEqual({ tab: tab() });
    expect(saves()).toBe(0);
  });

  it('saves a scene with changes, or one never saved, first', async () => {
    for (const active of [tab({ needSave: true }), tab({ id: '+1', temporary: true, version: 0 })]) {
      const { service, saves } = scenes(active, async () => tab({ version: 4 }));
      expect(await savedActiveScene(service)).toEqual({ tab: tab({ version: 4 }) });
      expect(saves()).toBe(1);
    }
  });

  it('says why there is none: no scene, a failed save, a save that did not save', async () => {
    expect(await savedActiveScene(undefined)).toEqual({ problem: 'noScene' });
    expect(await savedActiveScene(scenes(undefined, async () => tab()).service)).toEqual({ problem: 'noScene' });
    const error = new Error('offline');
    expect(await savedActiveScene(scenes(tab({ needSave: true }), () => Promise.reject(error)).service)).toEqual({ problem: 'failed', error });
    expect(await savedActiveScene(scenes(tab({ needSave: true }), async () => tab({ needSave: true })).service)).toEqual({ problem: 'notSaved' });
  });
});
