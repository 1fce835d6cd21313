// The player's code as one chunk (player-stage-code.ts imports it): the stage, and what asks for the parts a scene
// needs ahead of the player's kernel. Both must come from this chunk: a dynamic import of the prefetching module from
// anywhere else would let the plugins' chunks load without the player's Babylon.js core, and the bundler would then
// split that core into many small files.
export { PlayerStage } from './player-stage.js';
export { prefetchPlayerPlugins, prefetchStandardShaders } from '../../player/player-prefetch.js';
