import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { repeater } from './stage.js';

/** Repeater. */
export default definePlugin({ id: 'builtin.particle-repeater', contributes: [contribution(ParticleStages, repeater)] });
