import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { gradient3dModifier } from './stage.js';

/** 3DGradient modifier. */
export default definePlugin({ id: 'builtin.particle-modifier-gradient3d', contributes: [contribution(ParticleStages, gradient3dModifier)] });
