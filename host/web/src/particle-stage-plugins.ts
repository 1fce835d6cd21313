import type { PluginDefinition } from '../../../sdk/index.js';
import particleEmitterBox from '../../../plugins/particle-emitter-box/index.js';
import particleEmitterCircle from '../../../plugins/particle-emitter-circle/index.js';
import particleEmitterGrid from '../../../plugins/particle-emitter-grid/index.js';
import particleEmitterLissa from '../../../plugins/particle-emitter-lissa/index.js';
import particleEmitterModel from '../../../plugins/particle-emitter-model/index.js';
import particleEmitterPlane from '../../../plugins/particle-emitter-plane/index.js';
import particleEmitterSource from '../../../plugins/particle-emitter-source/index.js';
import particleEmitterSphere from '../../../plugins/particle-emitter-sphere/index.js';
import particleEmitterSpline from '../../../plugins/particle-emitter-spline/index.js';
import particleModifierColor from '../../../plugins/particle-modifier-color/index.js';
import particleModifierGradient3d from '../../../plugins/particle-modifier-gradient3d/index.js';
import particleModifierMath from '../../../plugins/particle-modifier-math/index.js';
import particleModifierNoise from '../../../plugins/particle-modifier-noise/index.js';
import particleModifierProcedure from '../../../plugins/particle-modifier-procedure/index.js';
import particleModifierRandom from '../../../plugins/particle-modifier-random/index.js';
import particleModifierRemap from '../../../plugins/particle-modifier-remap/index.js';
import particleModifierRim from '../../../plugins/particle-modifier-rim/index.js';
import particleModifierTexture from '../../../plugins/particle-modifier-texture/index.js';
import particleModifierValue from '../../../plugins/particle-modifier-value/index.js';
import particleRendererMesh from '../../../plugins/particle-renderer-mesh/index.js';
import particleRendererSprite from '../../../plugins/particle-renderer-sprite/index.js';
import particleRepeater from '../../../plugins/particle-repeater/index.js';

/** The particle stage kinds (emitters, modifiers, renderers, the repeater), one plugin each: the designer and the player activate them all. */
export const particleStagePlugins: readonly PluginDefinition[] = [
  particleEmitterBox, particleEmitterCircle, particleEmitterGrid, particleEmitterLissa, particleEmitterModel, particleEmitterPlane, particleEmitterSource,
  particleEmitterSphere, particleModifierColor, particleModifierGradient3d, particleModifierMath, particleModifierNoise, particleModifierProcedure,
  particleModifierRandom, particleModifierRemap, particleModifierRim, particleModifierTexture, particleModifierValue, particleRendererMesh,
  particleRendererSprite, particleRepeater,
  particleEmitterSpline,
];
