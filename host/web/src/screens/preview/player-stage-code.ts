/** The player's code (its kernel, plugins and Babylon.js, player-code.ts): a chunk of its own, asked for once. */
export const loadPlayerStage = () => import('./player-code.js');
