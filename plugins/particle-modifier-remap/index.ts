import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { remapModifier } from './stage.js';

/** Remap modifier. */
export default definePlugin({ id: 'builtin.particle-modifier-remap', contributes: [contribution(ParticleStages, remapModifier)] });
