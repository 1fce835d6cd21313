import { definePlugin, NodeTypes, PlayerService, SceneDocumentService, toDisposable, ViewportService } from '../../sdk/index.js';
import type { Disposable } from '../../sdk/index.js';
import { createInteractionRunner } from './interaction-runner.js';
import { watchPointer } from './scene-triggers.js';

/**
 * Runs the scene's pointer interactions in the player (docs/twin.md, "Interactions"): a click or the pointer entering
 * fires the matching interactions of the node and of its ancestors, which write the player's document copy
 * (`PlayerService.apply`) or turn the camera. Data triggers are `builtin.interaction-data` (scenes with live data).
 * Does nothing in the designer.
 */
export default definePlugin({
  id: 'builtin.interaction-runtime',
  dependsOn: ['builtin.viewport-state'], // ViewportService: the scene clicked and the camera flown
  activate(ctx) {
    const player = ctx.tryGet(PlayerService);
    if (!player) return;
    const document = ctx.get(SceneDocumentService);
    const viewport = ctx.get(ViewportService);
    const runner = createInteractionRunner({ player, document, viewport, nodeTypes: ctx.contributions(NodeTypes), frame: (step) => requestAnimationFrame(step) });
    let held: Disposable | undefined;
    const start = () => {
      held?.dispose();
      const scene = viewport.scene;
      held = scene ? watchPointer(scene, document, { click: (t) => runner.pointer('click', t), enter: (t) => runner.pointer('hover', t) }) : undefined;
    };
    const sub = viewport.onDidChangeRuntime?.subscribe((runtime) => (runtime ? start() : held?.dispose()));
    ctx.subscriptions.add(toDisposable(() => {
      sub?.unsubscribe();
      held?.dispose();
    }));
  },
});
