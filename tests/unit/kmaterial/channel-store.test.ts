import { describe, expect, it } from 'vitest';
import { createTestKernel } from '@scene-platform/sdk/testing';
import { MaterialStages, SceneDocumentService, UndoService, isSharedChannelRef } from '../../../sdk/index.js';
import type { KChannel } from '../../../sdk/index.js';
import materialMixed from '../../../plugins/material-mixed/index.js';
import kstageColor from '../../../plugins/kstage-color/index.js';
import kstageGradient from '../../../plugins/kstage-gradient/index.js';
import kstageLight from '../../../plugins/kstage-light/index.js';
import kstageTexture from '../../../plugins/kstage-texture/index.js';
import { ChannelEditRefused, ChannelStore } from '../../../plugins/editor-kmaterial/channel-store.js';
import { kmaterialLocales, refusalText } from '../../../plugins/editor-kmaterial/locales.js';
import { KMATERIAL_REFUSALS } from '../../../plugins/editor-kmaterial/edits.js';

async function setup() {
  const kernel = await createTestKernel({ plugins: [materialMixed, kstageTexture, kstageGradient, kstageColor, kstageLight] });
  const document = kernel.get(SceneDocumentService);
  const undo = kernel.get(UndoService);
  const deps = { document, undo, kinds: () => kernel.contributions(MaterialStages) };
  undo.execute([document.insertPatch([
    { id: 'materials', type: 'MaterialLibrary', parent: 'scene', name: 'Materials', props: {}, children: ['m1', 'm2'] },
    { id: 'm1', type: 'KMaterial', parent: 'materials', name: 'One', props: { channels: [] }, children: [] },
    { id: 'm2', type: 'KMaterial', parent: 'materials', name: 'Two', props: { channels: [] }, children: [] },
  ], { parent: 'scene', index: document.root.children.length })]);
  return { document, undo, one: new ChannelStore(deps, 'm1'), two: new ChannelStore(deps, 'm2') };
}

function refusalOf(work: () => void): string | undefined {
  try {
    work();
  } catch (error) {
    if (error instanceof ChannelEditRefused) return error.refusal;
    throw error;
  }
  return undefined;
}

describe('channel store', () => {
  it('adds channels and stages as undo steps, counting textures to 16 and refusing the 17th', async () => {
    const { one, undo } = await setup();
    one.addChannel('A');
    for (let i = 0; i < 16; i++) one.addStage(0, i % 2 ? 'Texture' : 'Sprite');
    expect(one.textureCount()).toBe(16);
    expect(refusalOf(() => one.addStage(0, 'Flow'))).toBe('StageLimit');
    one.addChannel('B');
    expect(refusalOf(() => one.addStage(1, 'Texture'))).toBe('TextureLimit');
    one.addStage(1, 'Gradient');
    expect(one.channels()[1]?.stages.map((s) => s.kind)).toEqual(['Gradient']);
    undo.undo();
    expect(one.channels()[1]?.stages).toEqual([]);
  });

  it('shares a channel: one edit reaches both materials; converting back leaves a copy', async () => {
    const { one, two, document } = await setup();
    one.addChannel('Shared one');
    one.addStage(0, 'Color');
    const id = one.convertToShared(0)!;
    expect(document.get(id)?.type).toBe('KMaterialChannel');
    two.addShared(id);
    expect(refusalOf(() => two.addShared(id))).toBe('TheSameChannelCantBeUsedAgain');
    expect(refusalOf(() => two.addShared('m1'))).toBe('TypeNotSupported');
    two.editChannel(0, (c: KChannel) => ({ ...c, blend: 4 }));
    expect(one.channels()[0]?.blend).toBe(4);
    one.convertToIndependent(0);
    expect(isSharedChannelRef(one.entries()[0]!)).toBe(false);
    two.editChannel(0, (c: KChannel) => ({ ...c, blend: 33 }));
    expect(one.channels()[0]?.blend).toBe(4);
    expect(two.channels()[0]?.blend).toBe(33);
  });

  it('moves channels; moves past either end are ignored', async () => {
    const { one } = await setup();
    one.addChannel('A');
    one.addChannel('B');
    one.moveChannel(0, -1);
    expect(one.channels().map((c) => c.name)).toEqual(['A', 'B']);
    one.moveChannelTo(0, 1);
    expect(one.channels().map((c) => c.name)).toEqual(['B', 'A']);
    one.moveChannel(1, 1);
    expect(one.channels().map((c) => c.name)).toEqual(['B', 'A']);
  });

  it('has every refusal message in the three languages', () => {
    for (const refusal of KMATERIAL_REFUSALS) {
      for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) expect(refusalText(refusal, locale), `${refusal} ${locale}`).not.toBe(refusal);
    }
    expect(refusalText('TextureLimit', 'en')).toContain('16');
    expect(Object.keys(kmaterialLocales['zh-CN']).sort()).toEqual(Object.keys(kmaterialLocales.en).sort());
    expect(Object.keys(kmaterialLocales['zh-TW']).sort()).toEqual(Object.keys(kmaterialLocales.en).sort());
  });
});
