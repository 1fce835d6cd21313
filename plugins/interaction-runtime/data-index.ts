import { definePlugin, LiveDataService, NodeTypes, PlayerService, SceneDocumentService, toDisposable, ViewportService } from '../../sdk/index.js';
import { createInteractionRunner } from './interaction-runner.js';

/**
 * Runs the scene's `data` interactions in the player: each new value of a live-data binding fires the interactions
 * that name it (a value `$value` is the new value). A plugin of its own so that only scenes with live data load the
 * live-data runtime it depends on.
 */
export default definePlugin({
  id: 'builtin.interaction-data',
  dependsOn: ['builtin.viewport-state', 'builtin.live-data'], // the camera flown; LiveDataService: the values
  activate(ctx) {
    const player = ctx.tryGet(PlayerService);
    const live = ctx.tryGet(LiveDataService);
    if (!player || !live) return;
    const runner = createInteractionRunner({
      player, document: ctx.get(SceneDocumentService), viewport: ctx.get(ViewportService), nodeTypes: ctx.contributions(NodeTypes),
      frame: (step) => requestAnimationFrame(step),
    });
    const sub = live.onDidChangeValues.subscribe((changed) => runner.data(changed));
    ctx.subscriptions.add(toDisposable(() => sub.unsubscribe()));
  },
});
