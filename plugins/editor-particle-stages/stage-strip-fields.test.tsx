// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslate, PARTICLE_LIMITS, titles } from '../../sdk/index.js';
import type { ContributionList, NotificationService, ParticleStageContribution, ParticleStageData } from '../../sdk/index.js';
import { particleStageLocales } from './locales.js';
import { createStageStripEditor } from './stage-strip-editor.js';

afterEach(cleanup);

const emitter: ParticleStageContribution = {
  id: 'BoxEmitter', category: 'emitter', order: 0, titles: titles('Box', '盒', '盒'),
  descriptors: [
    { name: 'rate', type: 'number', propertyGroup: 'base', rank: 0, default: 5, titles: titles('Rate', '速率', '速率') },
    { name: 'boxSize', type: 'vector3', propertyGroup: 'base', rank: 1, default: { x: 1, y: 1, z: 1 }, titles: titles('Box size', '盒尺寸', '盒尺寸') }],
};
const sprite: ParticleStageContribution = {
  id: 'SpriteRenderer', category: 'renderer', order: 0, titles: titles('Sprite', '精灵', '精靈'), render: 'sprite', pictures: true,
  descriptors: [{ name: 'scale', type: 'number', propertyGroup: 'base', rank: 0, default: 1, titles: titles('Size scale', '尺寸倍数', '尺寸倍數') }],
};
const kinds = { current: [emitter, sprite], onDidChange: { subscribe: () => ({ unsubscribe() {} }) } } as unknown as ContributionList<ParticleStageContribution>;

function setup(stages: ParticleStageData[]) {
  const writes: ParticleStageData[][] = [];
  const warnings: string[] = [];
  let n = 0;
  const Editor = createStageStripEditor({
    kinds, document: undefined, notifications: { warning: (m: string) => { warnings.push(m); } } as unknown as NotificationService,
    t: createTranslate(undefined, particleStageLocales), pick: (text) => text.en, newId: () => `stage-${++n}`, newMoverId: () => `mover-${++n}`,
  });
  const view = render(<Editor descriptor={{ name: 'stages', type: 'particleStages', rank: 0, propertyGroup: 'base', titles: titles('S', 'S', 'S') }}
    value={stages} nodeIds={['ps']} readOnly={false} beginGesture={() => {}} endGesture={() => {}}
    onChange={(v) => { writes.push([...v]); }} />);
  return { writes, warnings, view };
}

const box = (movers?: unknown[]): ParticleStageData => ({ id: 'e', kind: 'BoxEmitter', enabled: true, params: { rate: 0 }, ...(movers ? { movers } : {}) } as ParticleStageData);

describe('stage strip: movers and uvSource', () => {
  it('adds a mover on a chosen component with a fresh id, one write', () => {
    const { writes } = setup([box()]);
    expect(screen.getByTestId('stage-mover-property').querySelectorAll('option')).toHaveLength(5);
    fireEvent.change(screen.getByTestId('stage-mover-property'), { target: { value: 'boxSize.y' } });
    fireEvent.click(screen.getByTestId('stage-mover-add'));
    expect(writes).toHaveLength(1);
    expect(writes[0]![0]!.movers).toEqual([{ id: 'mover-1', property: 'boxSize.y', enable: true, min: 0, max: 1, duration: 1, delay: 0, swing: false, easing: 'linear' }]);
  });

  it('edits max, swing, easing and enable of a stored mover, and deletes it; a zero duration is clamped, never written as 0', () => {
    const mover = { id: 'm1', property: 'rate', min: 0, max: 1 };
    const { writes } = setup([box([mover])]);
    const row = screen.getByTestId('stage-mover-0');
    const max = row.querySelector('input[aria-label="Max"]') as HTMLInputElement;
    fireEvent.change(max, { target: { value: '300' } });
    fireEvent.blur(max);
    fireEvent.click(row.querySelector('input[aria-label="Swing"]')!);
    fireEvent.change(row.querySelector('select[aria-label="Easing"]')!, { target: { value: 'easeOutSine' } });
    fireEvent.click(row.querySelector('input[aria-label="Enabled"]')!);
    const duration = row.querySelector('input[aria-label="Duration (s)"]') as HTMLInputElement;
    fireEvent.change(duration, { target: { value: '0' } });
    fireEvent.blur(duration);
    fireEvent.click(screen.getByTestId('stage-mover-delete'));
    expect(writes.map((w) => w[0]!.movers)).toEqual([
      [{ ...mover, max: 300 }], [{ ...mover, swing: true }], [{ ...mover, easing: 'easeOutSine' }], [{ ...mover, enable: false }], [{ ...mover, duration: 0.001 }], [],
    ]);
  });

  it('refuses a mover past the limit with a message and no write', () => {
    const full = Array.from({ length: PARTICLE_LIMITS.stageMovers }, (_, i) => ({ id: `m${i}`, property: 'rate' }));
    const { writes, warnings } = setup([box(full)]);
    fireEvent.click(screen.getByTestId('stage-mover-add'));
    expect(writes).toHaveLength(0);
    expect(warnings).toEqual([`A stage has at most ${PARTICLE_LIMITS.stageMovers} movers`]);
  });

  it('shows uvSource only on a sprite renderer and writes the chosen source', () => {
    const { writes } = setup([box(), { id: 'r', kind: 'SpriteRenderer', enabled: true, params: {} }]);
    expect(screen.queryByTestId('stage-uv-source')).toBeNull();
    fireEvent.click(screen.getByTestId('stage-tile-1'));
    const select = screen.getByTestId('stage-uv-source') as HTMLSelectElement;
    expect(select.value).toBe('quad');
    expect([...select.options].map((o) => o.value)).toEqual(['quad', 'variable0', 'variable1', 'variable2', 'variable3']);
    fireEvent.change(select, { target: { value: 'variable2' } });
    expect(writes[0]![1]!.uvSource).toBe('variable2');
  });
});
