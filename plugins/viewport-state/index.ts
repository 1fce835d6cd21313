import { definePlugin, ViewportService } from '../../sdk/index.js';
import { ViewportStateService } from './viewport-state-service.js';

/** Id of the plugin that provides the viewport state; plugins that use `ViewportService` list it in `dependsOn`. */
export const VIEWPORT_STATE_PLUGIN = 'builtin.viewport-state';

/**
 * The viewport state (`ViewportService`: layout, gizmo mode, effects toggle, framing and render requests, the live
 * Babylon scene and its runtime), provided to the plugins that depend on this one. A plugin of its own, not part of
 * `builtin.viewport`, because the player has no editor viewport but its view, animation player and logic runtime
 * share the same state.
 */
export default definePlugin({
  id: VIEWPORT_STATE_PLUGIN,
  activate(ctx) {
    ctx.provide(ViewportService, [], () => new ViewportStateService(), { dispose: (state) => state.setScene(undefined) });
  },
});
