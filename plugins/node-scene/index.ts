import { definePlugin } from '../../sdk/index.js';
import { sceneType } from './adapter.js';

/** The Scene root node type: render size, background, foreground, fog and sky. */
export default definePlugin({ id: 'builtin.node-scene', contributes: [sceneType] });
