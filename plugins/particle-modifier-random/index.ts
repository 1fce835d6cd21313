import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { randomModifier } from './stage.js';

/** Random modifier. */
export default definePlugin({ id: 'builtin.particle-modifier-random', contributes: [contribution(ParticleStages, randomModifier)] });
