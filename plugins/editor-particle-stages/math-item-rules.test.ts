import { describe, expect, it } from 'vitest';
import { PARTICLE_LIMITS } from '../../sdk/index.js';
import type { MathItem } from '../../sdk/index.js';
import { addMathItemAfter, deleteMathItem, moveMathItemDown, moveMathItemUp } from './math-item-rules.js';
import { particleStageLocales } from './locales.js';

const A: MathItem = { op: 'set', value: 1 };
const B: MathItem = { op: 'multiply', value: 2 };
const C: MathItem = { op: 'sin', value: 3 };

describe('math items', () => {
  it('Add inserts a new item right after the line', () => {
    expect(addMathItemAfter([A, B], 0)).toEqual({ items: [A, { op: 'add', value: 0 }, B] });
    expect(addMathItemAfter([A, B], 1)).toEqual({ items: [A, B, { op: 'add', value: 0 }] });
    expect(addMathItemAfter(new Array<MathItem>(PARTICLE_LIMITS.mathItems).fill(A), 0)).toEqual({ error: 'mathItems.tooMany' });
  });

  it('Delete removes the line, but never the last one', () => {
    expect(deleteMathItem([A, B, C], 1)).toEqual({ items: [A, C] });
    expect(deleteMathItem([A], 0)).toEqual({ error: 'mathItems.lastItem' });
  });

  it('MoveUp is refused at the top, MoveDown at the bottom', () => {
    expect(moveMathItemUp([A, B, C], 2)).toEqual({ items: [A, C, B] });
    expect(moveMathItemUp([A, B, C], 0)).toEqual({ error: 'mathItems.atTop' });
    expect(moveMathItemDown([A, B, C], 0)).toEqual({ items: [B, A, C] });
    expect(moveMathItemDown([A, B, C], 2)).toEqual({ error: 'mathItems.atBottom' });
  });

  it('every refusal has a message in all three languages', () => {
    for (const key of ['mathItems.lastItem', 'mathItems.atTop', 'mathItems.atBottom', 'mathItems.tooMany']) {
      for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) expect(particleStageLocales[locale][key], `${locale} ${key}`).toBeTruthy();
    }
    expect(particleStageLocales['zh-CN']['mathItems.lastItem']).not.toBe(particleStageLocales.en['mathItems.lastItem']);
  });
});
