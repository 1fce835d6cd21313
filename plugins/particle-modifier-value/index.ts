import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { valueModifier } from './stage.js';

/** Value modifier. */
export default definePlugin({ id: 'builtin.particle-modifier-value', contributes: [contribution(ParticleStages, valueModifier)] });
