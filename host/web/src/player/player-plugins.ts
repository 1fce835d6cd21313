import type { PluginDefinition } from '../../../../sdk/index.js';
// The plugins the scene player activates: what builds and plays a scene, nothing of the editor (no panels, inspector,
// workbench, dockview, Monaco or Blockly). A plugin added to the designer that the player needs is added here too.
import nodeScene from '../../../../plugins/node-scene/index.js';
import nodeTransform from '../../../../plugins/node-transform/index.js';
import nodeMesh from '../../../../plugins/node-mesh/index.js';
import nodeAnchor from '../../../../plugins/node-anchor/index.js';
import nodeSpline from '../../../../plugins/node-spline/index.js';
import nodeSplineCamera from '../../../../plugins/node-spline-camera/index.js';
import nodeMapPosition from '../../../../plugins/node-map-position/index.js';
import nodeHemisphericLight from '../../../../plugins/node-hemispheric-light/index.js';
import nodeDirectionalLight from '../../../../plugins/node-directional-light/index.js';
import nodePointLight from '../../../../plugins/node-point-light/index.js';
import nodeSpotLight from '../../../../plugins/node-spot-light/index.js';
import nodeOrbitCamera from '../../../../plugins/node-orbit-camera/index.js';
import nodeShadowGenerator from '../../../../plugins/node-shadow-generator/index.js';
import geometryBox from '../../../../plugins/geometry-box/index.js';
import geometryCylinder from '../../../../plugins/geometry-cylinder/index.js';
import geometryDisk from '../../../../plugins/geometry-disk/index.js';
import geometryPlane from '../../../../plugins/geometry-plane/index.js';
import geometrySphere from '../../../../plugins/geometry-sphere/index.js';
import geometryCircle from '../../../../plugins/geometry-circle/index.js';
import geometryConnect from '../../../../plugins/geometry-connect/index.js';
import geometrySpline from '../../../../plugins/geometry-spline/index.js';
import geometryPolygon from '../../../../plugins/geometry-polygon/index.js';
import postSsao from '../../../../plugins/post-ssao/index.js';
import postSsr from '../../../../plugins/post-ssr/index.js';
import postDepthOfField from '../../../../plugins/post-depth-of-field/index.js';
import postBloom from '../../../../plugins/post-bloom/index.js';
import postGlow from '../../../../plugins/post-glow/index.js';
import postSharpen from '../../../../plugins/post-sharpen/index.js';
import postFxaa from '../../../../plugins/post-fxaa/index.js';
import postGrain from '../../../../plugins/post-grain/index.js';
import postChromaticAberration from '../../../../plugins/post-chromatic-aberration/index.js';
import postMotionBlur from '../../../../plugins/post-motion-blur/index.js';
import postToneMapping from '../../../../plugins/post-tone-mapping/index.js';
import postColorBalance from '../../../../plugins/post-color-balance/index.js';
import postVignetting from '../../../../plugins/post-vignetting/index.js';
import postGtao from '../../../../plugins/post-gtao/index.js';
import postLutEffect from '../../../../plugins/post-lut/effect-plugin.js';
import nodeParticleSystem from '../../../../plugins/node-particle-system/index.js';
import { particleStagePlugins } from './particle-stage-plugins.js';
import materialUnlit from '../../../../plugins/material-unlit/index.js';
import materialPhong from '../../../../plugins/material-phong/index.js';
import materialPbr from '../../../../plugins/material-pbr/index.js';
import materialNode from '../../../../plugins/material-node/index.js';
import materialMixed from '../../../../plugins/material-mixed/index.js';
import kstageTexture from '../../../../plugins/kstage-texture/index.js';
import kstageGradient from '../../../../plugins/kstage-gradient/index.js';
import kstageColor from '../../../../plugins/kstage-color/index.js';
import kstageLight from '../../../../plugins/kstage-light/index.js';
import animation from '../../../../plugins/animation/index.js';
import viewportState from '../../../../plugins/viewport-state/index.js';
import animationPlayer from '../../../../plugins/animation-player/index.js';
import logicRuntime from '../../../../plugins/logic-runtime/index.js';
import logicBlocksNodes from '../../../../plugins/logic-blocks-nodes/index.js';
import logicBlocksAnimation from '../../../../plugins/logic-blocks-animation/index.js';
import logicBlocksCamera from '../../../../plugins/logic-blocks-camera/index.js';

/** Every plugin of the scene player, activated in each player kernel. */
export const playerPlugins: readonly PluginDefinition[] = [
  // Node types (with runtime adapters) and geometry builders: the same ones the designer builds the scene with.
  nodeScene, nodeTransform, nodeMesh, nodeAnchor, nodeSpline, nodeMapPosition, nodeHemisphericLight, nodeDirectionalLight, nodePointLight, nodeSpotLight,
  nodeOrbitCamera, nodeShadowGenerator,
  nodeSplineCamera,
  geometryBox, geometryCylinder, geometryDisk, geometryPlane, geometrySphere, geometryCircle, geometryConnect, geometrySpline, geometryPolygon,
  // Post-process effects.
  postSsao, postGtao, postSsr, postDepthOfField, postBloom, postGlow, postSharpen, postFxaa, postGrain, postChromaticAberration, postMotionBlur,
  postToneMapping, postLutEffect, postColorBalance, postVignetting,
  // Material types (the mixed one with its stage kinds).
  materialUnlit, materialPhong, materialPbr, materialNode, materialMixed, kstageTexture, kstageGradient, kstageColor, kstageLight,
  // Particle systems and their stage kinds.
  nodeParticleSystem, ...particleStagePlugins,
  // The viewport state the player's view, the animation player and the logic runtime share.
  viewportState,
  // The animation services.
  animation,
  // Keyframe animations, state animations and movers at run time.
  animationPlayer,
  // The scene's logic, sandboxed, and the plugins that contribute the actions it calls (their blocks come along as data).
  logicRuntime, logicBlocksNodes, logicBlocksAnimation, logicBlocksCamera,
];
