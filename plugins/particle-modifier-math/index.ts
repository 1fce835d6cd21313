import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { mathModifier } from './stage.js';

/** Math modifier. */
export default definePlugin({ id: 'builtin.particle-modifier-math', contributes: [contribution(ParticleStages, mathModifier)] });
