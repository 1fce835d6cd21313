import { describe, expect, it } from 'vitest';
import { addChannel, addSharedChannel, addStage, countTextures, dropPicture, mergeMaterial, moveItem, moveStage } from './edits.js';
import { KMATERIAL_CLASS, KMATERIAL_LIMITS, SHARED_CHANNEL_TYPE, isSharedChannelRef, newKChannel, newKStage, readKChannel, readKChannelEntries } from '../../sdk/index.js';
import type { KChannel, KChannelEntry } from '../../sdk/index.js';

const usesTexture = (kind: string) => kind === 'Texture';

function channelWith(id: string, kinds: string[]): KChannel {
  return { ...newKChannel(id, id), stages: kinds.map((k, i) => newKStage(k, `${id}.${i}`)) };
}

describe('texture count', () => {
  it('counts texture stages over every channel and refuses the 17th with TextureLimit', () => {
    const a = channelWith('a', Array(10).fill('Texture'));
    let b = channelWith('b', ['Texture', 'Texture', 'Texture', 'Texture', 'Texture', 'Color']);
    expect(countTextures([a, b], usesTexture)).toBe(15);
    const added = addStage(b, newKStage('Texture', 'x'), usesTexture, 15);
    expect(added.ok).toBe(true);
    if (added.ok) b = added.value;
    expect(countTextures([a, b], usesTexture)).toBe(16);
    expect(addStage(b, newKStage('Texture', 'y'), usesTexture, 16)).toEqual({ ok: false, refusal: 'TextureLimit' });
    // Stages that sample nothing still go in at 16/16.
    expect(addStage(b, newKStage('Color', 'z'), usesTexture, 16).ok).toBe(true);
  });

  it('refuses a channel that would bring the material past 16 textures', () => {
    const entries: KChannelEntry[] = [channelWith('a', Array(14).fill('Texture'))];
    expect(addChannel(entries, channelWith('b', ['Texture', 'Texture', 'Texture']), usesTexture, 14)).toEqual({ ok: false, refusal: 'TextureLimit' });
    expect(addChannel(entries, channelWith('b', ['Texture', 'Texture']), usesTexture, 14).ok).toBe(true);
  });

  it('limits stages per channel and channels per material', () => {
    const full = channelWith('a', Array(KMATERIAL_LIMITS.stagesPerChannel).fill('Color'));
    expect(addStage(full, newKStage('Color', 'x'), usesTexture, 0)).toEqual({ ok: false, refusal: 'StageLimit' });
    const many = Array.from({ length: KMATERIAL_LIMITS.channels }, (_, i) => channelWith(`c${i}`, []));
    expect(addChannel(many, channelWith('x', []), usesTexture, 0)).toEqual({ ok: false, refusal: 'ChannelLimit' });
  });
});

describe('refusals', () => {
  it('NodeDoesNotSupportPictures when a picture lands on a stage that samples none', () => {
    const c = channelWith('a', ['Color', 'Texture']);
    expect(dropPicture(c, 0, 'a.png', usesTexture)).toEqual({ ok: false, refusal: 'NodeDoesNotSupportPictures' });
    const done = dropPicture(c, 1, 'a.png', usesTexture);
    expect(done.ok && done.value.stages[1]?.url).toBe('a.png');
  });

  it('TheSameChannelCantBeUsedAgain and TypeNotSupported for shared channels', () => {
    const entries: KChannelEntry[] = [{ shared: 'sc1' }];
    const ch = channelWith('sc', []);
    expect(addSharedChannel(entries, { id: 'sc1', type: SHARED_CHANNEL_TYPE }, ch, usesTexture, 0)).toEqual({ ok: false, refusal: 'TheSameChannelCantBeUsedAgain' });
    expect(addSharedChannel(entries, { id: 'm2', type: 'PBRMaterial' }, ch, usesTexture, 0)).toEqual({ ok: false, refusal: 'TypeNotSupported' });
    const added = addSharedChannel(entries, { id: 'sc2', type: SHARED_CHANNEL_TYPE }, ch, usesTexture, 0);
    expect(added.ok && added.value.map((e) => (isSharedChannelRef(e) ? e.shared : e.id))).toEqual(['sc1', 'sc2']);
  });

  it('TheSameMaterialCannotBeMergedAgain, TypeNotSupported and copies on merge', () => {
    const mine: KChannelEntry[] = [channelWith('a', ['Texture'])];
    const theirs: KChannelEntry[] = [channelWith('b', ['Texture', 'Color'])];
    const resolve = (e: KChannelEntry) => (isSharedChannelRef(e) ? channelWith(e.shared, []) : e);
    const newId = (c: KChannel) => `${c.id}-copy`;
    expect(mergeMaterial('m1', mine, { id: 'm1', type: KMATERIAL_CLASS }, mine, resolve, usesTexture, newId)).toEqual({ ok: false, refusal: 'TheSameMaterialCannotBeMergedAgain' });
    expect(mergeMaterial('m1', mine, { id: 'm2', type: 'StandardMaterial' }, [], resolve, usesTexture, newId)).toEqual({ ok: false, refusal: 'TypeNotSupported' });
    const merged = mergeMaterial('m1', mine, { id: 'm2', type: KMATERIAL_CLASS }, theirs, resolve, usesTexture, newId);
    expect(merged.ok && merged.value.map((e) => (isSharedChannelRef(e) ? e.shared : e.id))).toEqual(['a', 'b-copy']);
    const sharing: KChannelEntry[] = [{ shared: 's' }];
    expect(mergeMaterial('m1', sharing, { id: 'm2', type: KMATERIAL_CLASS }, [{ shared: 's' }], resolve, usesTexture, newId)).toEqual({ ok: false, refusal: 'TheSameChannelCantBeUsedAgain' });
  });
});

describe('moves and reading', () => {
  it('moves stages left and right and ignores moves past either end', () => {
    const c = channelWith('a', ['Texture', 'Gradient', 'Color']);
    expect(moveStage(c, 0, 1).stages.map((s) => s.kind)).toEqual(['Gradient', 'Texture', 'Color']);
    expect(moveStage(c, 2, -1).stages.map((s) => s.kind)).toEqual(['Texture', 'Color', 'Gradient']);
    expect(moveStage(c, 0, -1).stages.map((s) => s.kind)).toEqual(['Texture', 'Gradient', 'Color']);
    expect(moveStage(c, 2, 1).stages.map((s) => s.kind)).toEqual(['Texture', 'Gradient', 'Color']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });

  it('reads stored channels with limits and defaults for bad fields', () => {
    const stored = [
      { id: 'a', name: 'A', blend: 999, amount: 7, invert: 9, stages: [{ kind: 'Texture', warpMode: 5, url: 'x.png' }, { nokind: true }] },
      { shared: 'sc1' },
      ...Array.from({ length: 40 }, () => ({})),
    ];
    const entries = readKChannelEntries(stored);
    expect(entries).toHaveLength(KMATERIAL_LIMITS.channels);
    const a = entries[0] as KChannel;
    expect(a.blend).toBe(2);
    expect(a.amount).toBe(1);
    expect(a.invert).toBe(3);
    expect(a.stages).toHaveLength(1);
    expect(a.stages[0]).toMatchObject({ kind: 'Texture', warpMode: 1, url: 'x.png', colorTarget: 1, alphaTarget: 7 });
    expect(entries[1]).toEqual({ shared: 'sc1' });
    expect(readKChannel({ blend: 4, stages: Array(30).fill({ kind: 'Color' }) }, 'z').stages).toHaveLength(KMATERIAL_LIMITS.stagesPerChannel);
  });
});
