import { definePlugin } from '../../sdk/index.js';
import { mirrorType } from './adapter.js';

/** The mirror of a digital twin: a reflective surface (Babylon's MirrorTexture) with the spec's three qualities. */
export default definePlugin({ id: 'builtin.node-mirror', contributes: [mirrorType] });
