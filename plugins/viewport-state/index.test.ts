import { describe, expect, it } from 'vitest';
import { definePlugin, ViewportService } from '../../sdk/index.js';
import { createTestKernel } from '@scene-platform/sdk/testing';
import viewportState from './index.js';

describe('the viewport state plugin', () => {
  it('provides ViewportService to the plugins that depend on it, not to the core, and releases it with itself', async () => {
    const kernel = await createTestKernel({ plugins: [viewportState] });
    expect(kernel.tryGet(ViewportService)).toBeUndefined();
    let seen: ViewportService | undefined;
    const layouts: string[] = [];
    await kernel.activate(definePlugin({
      id: 'test.viewport-user',
      dependsOn: ['builtin.viewport-state'],
      activate(ctx) {
        seen = ctx.get(ViewportService);
        ctx.subscriptions.add(toSubscription(seen.onDidChangeLayout.subscribe((layout) => layouts.push(layout))));
      },
    }));
    seen?.setLayout('quad');
    expect(seen?.layout).toBe('quad');
    expect(layouts).toEqual(['single', 'quad']);
    await kernel.deactivate('builtin.viewport-state');
    expect(kernel.activeIds).not.toContain('test.viewport-user');
    seen?.setLayout('double');
    expect(layouts).toEqual(['single', 'quad']);
    await kernel.dispose();
  });
});

function toSubscription(subscription: { unsubscribe(): void }) {
  return { dispose: () => subscription.unsubscribe() };
}
