import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { textureModifier } from './stage.js';

/** Texture modifier. */
export default definePlugin({ id: 'builtin.particle-modifier-texture', contributes: [contribution(ParticleStages, textureModifier)] });
