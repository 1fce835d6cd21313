import { describe, expect, it } from 'vitest';
import type { DesignMode } from '../../../sdk/index.js';
import { LayoutServiceImpl } from './layout-service.js';

describe('LayoutServiceImpl', () => {
  it('starts in Design mode and emits each change once', () => {
    const layout = new LayoutServiceImpl();
    const modes: DesignMode[] = [];
    layout.onDidChangeDesignMode.subscribe((m) => modes.push(m));
    layout.setDesignMode('logical');
    layout.setDesignMode('logical');
    layout.setDesignMode('design');
    expect(modes).toEqual(['design', 'logical', 'design']);
    expect(layout.designMode).toBe('design');
    expect(() => layout.setDesignMode('other' as DesignMode)).toThrow(/Unknown design mode 'other'/);
  });

  it('passes reset and show-panel requests to whoever listens', () => {
    const layout = new LayoutServiceImpl();
    let resets = 0;
    const shown: string[] = [];
    layout.onDidRequestReset.subscribe(() => resets++);
    layout.onDidRequestShowPanel.subscribe((id) => shown.push(id));
    layout.resetLayout();
    layout.showPanel('inspector');
    expect(resets).toBe(1);
    expect(shown).toEqual(['inspector']);
  });
});
