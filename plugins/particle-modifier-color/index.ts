import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { colorModifier } from './stage.js';

/** Color modifier. */
export default definePlugin({ id: 'builtin.particle-modifier-color', contributes: [contribution(ParticleStages, colorModifier)] });
