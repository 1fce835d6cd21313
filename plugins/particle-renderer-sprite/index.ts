import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { spriteRenderer } from './stage.js';

/** Sprite renderer. */
export default definePlugin({ id: 'builtin.particle-renderer-sprite', contributes: [contribution(ParticleStages, spriteRenderer)] });
