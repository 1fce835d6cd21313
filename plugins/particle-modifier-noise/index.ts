import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { noiseModifier } from './stage.js';

/** Noise modifier. */
export default definePlugin({ id: 'builtin.particle-modifier-noise', contributes: [contribution(ParticleStages, noiseModifier)] });
