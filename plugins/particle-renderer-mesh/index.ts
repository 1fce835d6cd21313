import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { meshRenderer } from './stage.js';

/** Mesh renderer. */
export default definePlugin({ id: 'builtin.particle-renderer-mesh', contributes: [contribution(ParticleStages, meshRenderer)] });
