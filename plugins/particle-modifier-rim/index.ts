import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { rimModifier } from './stage.js';

/** Rim modifier. */
export default definePlugin({ id: 'builtin.particle-modifier-rim', contributes: [contribution(ParticleStages, rimModifier)] });
