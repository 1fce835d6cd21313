// The player's code as one chunk (player-stage-code.ts imports it; host/web/vite/player-chunk.ts makes the chunk): what
// starts a player (the published viewer's early start too) and what asks for the parts a scene needs ahead of the
// player's kernel. These must come from this chunk: a dynamic import of the prefetching module from anywhere else
// would let the plugins' chunks load without the player's Babylon.js core, and the bundler would then split that core
// into many small files. The player's stage (player-stage.tsx, React) is a chunk of its own beside it
// (lazy-player-stage.tsx): the published viewer draws its first frame before React loads.
export { prefetchPlayerPlugins, prefetchStandardShaders } from '../../player/player-prefetch.js';
export { startEarlyPlayer } from '../../player/early-player.js';
export { playScene } from '../../player/play-scene.js';
