import { describe, expect, it } from 'vitest';
import { PARTICLE_LIMITS } from '../../sdk/index.js';
import type { PropertyDescriptor } from '../../sdk/index.js';
import { addMover, movableProperties, newMover, patchMover, readStageMovers, removeMover } from './stage-mover-rules.js';

const t = { en: '', 'zh-CN': '', 'zh-TW': '' };
const d = (name: string, type: string, rank: number, hide?: boolean) => ({ name, type, rank, propertyGroup: 'base', titles: t, ...(hide ? { hide } : {}) }) as PropertyDescriptor;

describe('stage mover list rules', () => {
  it('offers number params and vector/colour params with their components, in rank order, skipping hidden and other types', () => {
    const list = [d('startColor', 'color3', 3), d('rate', 'number', 1), d('boxSize', 'vector3', 2), d('blend', 'enum', 0), d('secret', 'number', 4, true)];
    expect(movableProperties(list)).toEqual(['rate', 'boxSize', 'boxSize.x', 'boxSize.y', 'boxSize.z', 'startColor', 'startColor.r', 'startColor.g', 'startColor.b']);
  });

  it('a new mover is enabled, 0 to 1 over a second, linear', () => {
    expect(newMover('m1', 'rate')).toEqual({ id: 'm1', property: 'rate', enable: true, min: 0, max: 1, duration: 1, delay: 0, swing: false, easing: 'linear' });
  });

  it('adds up to the runtime limit and refuses duplicate ids and empty properties', () => {
    const full = Array.from({ length: PARTICLE_LIMITS.stageMovers }, (_, i) => newMover(`m${i}`, 'rate'));
    expect(addMover(full, newMover('x', 'rate'))).toEqual({ error: 'stageMovers.tooMany' });
    expect(addMover([newMover('a', 'rate')], newMover('a', 'size'))).toEqual({ error: 'stageMovers.duplicateId' });
    expect(addMover([], newMover('a', ''))).toEqual({ error: 'stageMovers.noProperty' });
    expect(addMover([newMover('a', 'rate')], newMover('b', 'size'))).toEqual({ movers: [newMover('a', 'rate'), newMover('b', 'size')] });
  });

  it('patches one mover, refusing a duration of 0 or less and a negative delay', () => {
    const list = [newMover('a', 'rate'), newMover('b', 'size')];
    const result = patchMover(list, 1, { max: 40, swing: true, easing: 'easeInQuad' });
    expect(result).toEqual({ movers: [list[0], { ...list[1], max: 40, swing: true, easing: 'easeInQuad' }] });
    expect(patchMover(list, 0, { duration: 0 })).toEqual({ error: 'stageMovers.badDuration' });
    expect(patchMover(list, 0, { delay: -1 })).toEqual({ error: 'stageMovers.badDelay' });
    expect(patchMover(list, 5, { min: 1 })).toEqual({ error: 'stageMovers.missing' });
  });

  it('removes by index and reads only well-formed stored movers', () => {
    expect(removeMover([newMover('a', 'rate'), newMover('b', 'size')], 0).map((m) => m.id)).toEqual(['b']);
    expect(readStageMovers([{ property: 'rate' }, { property: '' }, 3, null, [], { min: 1 }])).toEqual([{ property: 'rate' }]);
    expect(readStageMovers(undefined)).toEqual([]);
  });
});
