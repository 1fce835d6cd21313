import { contribution, definePlugin, ParticleStages } from '../../sdk/index.js';
import { procedureModifier } from './stage.js';

/** Procedure modifier. */
export default definePlugin({ id: 'builtin.particle-modifier-procedure', contributes: [contribution(ParticleStages, procedureModifier)] });
