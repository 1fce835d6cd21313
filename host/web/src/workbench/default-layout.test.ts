import { describe, expect, it } from 'vitest';
import type { PanelContribution } from '../../../../sdk/index.js';
import { planDefaultLayout } from './default-layout.js';

const panel = (id: string, area: PanelContribution['area'], order?: number): PanelContribution => ({ id, area, order, titleKey: id, component: () => null });

describe('planDefaultLayout', () => {
  it('puts the center first, the sides beside it and the bottom below it, tabbing panels of one area', () => {
    const plan = planDefaultLayout([
      panel('output', 'bottom'),
      panel('inspector', 'right'),
      panel('welcome', 'center', 100),
      panel('viewport', 'center', 0),
      panel('tree', 'left'),
      panel('assets', 'left', 5),
    ]);
    expect(plan).toEqual([
      { id: 'viewport', area: 'center', position: { kind: 'root' } },
      { id: 'welcome', area: 'center', position: { kind: 'tab', of: 'viewport' } },
      { id: 'tree', area: 'left', position: { kind: 'side', area: 'left', of: 'viewport' } },
      { id: 'assets', area: 'left', position: { kind: 'tab', of: 'tree' } },
      { id: 'inspector', area: 'right', position: { kind: 'side', area: 'right', of: 'viewport' } },
      { id: 'output', area: 'bottom', position: { kind: 'side', area: 'bottom', of: 'viewport' } },
    ]);
  });

  it('starts from a side panel when nothing is in the center', () => {
    const plan = planDefaultLayout([panel('a', 'left'), panel('b', 'bottom')]);
    expect(plan).toEqual([
      { id: 'a', area: 'left', position: { kind: 'root' } },
      { id: 'b', area: 'bottom', position: { kind: 'side', area: 'bottom', of: undefined } },
    ]);
  });

  it('plans nothing without panels', () => {
    expect(planDefaultLayout([])).toEqual([]);
  });
});
