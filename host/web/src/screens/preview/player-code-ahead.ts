import { loadPlayerStage } from './player-stage-code.js';

/** Ask for the player's code and the standard material's shaders (the page of a link plays a scene). */
export function loadPlayerCodeAhead(): void {
  void loadPlayerStage().then((m) => m.prefetchStandardShaders(), () => undefined);
}
