import type { LazyPluginManifest } from '../../../../sdk/index.js';
// The plugins of the scene player, as manifests (sdk/kernel/plugin-activation.ts): the player reads the scene first and
// imports and activates only the plugins its content needs (core/kernel/content-activation.ts), so a scene without
// particles or effects loads none of their code. Nothing of the editor (no panels, inspector, workbench, dockview,
// Monaco or Blockly). A plugin added to the designer that the player needs gets a manifest.ts and is listed here too.
import nodeScene from '../../../../plugins/node-scene/manifest.js';
import nodeTransform from '../../../../plugins/node-transform/manifest.js';
import nodeMesh from '../../../../plugins/node-mesh/manifest.js';
import nodeAnchor from '../../../../plugins/node-anchor/manifest.js';
import nodeSpline from '../../../../plugins/node-spline/manifest.js';
import nodeMapPosition from '../../../../plugins/node-map-position/manifest.js';
import nodeHemisphericLight from '../../../../plugins/node-hemispheric-light/manifest.js';
import nodeDirectionalLight from '../../../../plugins/node-directional-light/manifest.js';
import nodePointLight from '../../../../plugins/node-point-light/manifest.js';
import nodeSpotLight from '../../../../plugins/node-spot-light/manifest.js';
import nodeOrbitCamera from '../../../../plugins/node-orbit-camera/manifest.js';
import nodeShadowGenerator from '../../../../plugins/node-shadow-generator/manifest.js';
import nodeSplineCamera from '../../../../plugins/node-spline-camera/manifest.js';
import nodeInfoPoints from '../../../../plugins/node-info-points/manifest.js';
import nodeHeatMap from '../../../../plugins/node-heat-map/manifest.js';
import nodeTextPoints from '../../../../plugins/node-text-points/manifest.js';
import nodeHtmlAnnotation from '../../../../plugins/node-html-annotation/manifest.js';
import nodeImagePlane from '../../../../plugins/node-image-plane/manifest.js';
import nodeMirror from '../../../../plugins/node-mirror/manifest.js';
import geometryBox from '../../../../plugins/geometry-box/manifest.js';
import geometryCylinder from '../../../../plugins/geometry-cylinder/manifest.js';
import geometryDisk from '../../../../plugins/geometry-disk/manifest.js';
import geometryPlane from '../../../../plugins/geometry-plane/manifest.js';
import geometrySphere from '../../../../plugins/geometry-sphere/manifest.js';
import geometryCircle from '../../../../plugins/geometry-circle/manifest.js';
import geometryConnect from '../../../../plugins/geometry-connect/manifest.js';
import geometrySpline from '../../../../plugins/geometry-spline/manifest.js';
import geometryPolygon from '../../../../plugins/geometry-polygon/manifest.js';
import postSsao from '../../../../plugins/post-ssao/manifest.js';
import postGtao from '../../../../plugins/post-gtao/manifest.js';
import postSsr from '../../../../plugins/post-ssr/manifest.js';
import postDepthOfField from '../../../../plugins/post-depth-of-field/manifest.js';
import postBloom from '../../../../plugins/post-bloom/manifest.js';
import postGlow from '../../../../plugins/post-glow/manifest.js';
import postSharpen from '../../../../plugins/post-sharpen/manifest.js';
import postFxaa from '../../../../plugins/post-fxaa/manifest.js';
import postGrain from '../../../../plugins/post-grain/manifest.js';
import postChromaticAberration from '../../../../plugins/post-chromatic-aberration/manifest.js';
import postMotionBlur from '../../../../plugins/post-motion-blur/manifest.js';
import postToneMapping from '../../../../plugins/post-tone-mapping/manifest.js';
import postLut from '../../../../plugins/post-lut/manifest.js';
import postColorBalance from '../../../../plugins/post-color-balance/manifest.js';
import postVignetting from '../../../../plugins/post-vignetting/manifest.js';
import materialUnlit from '../../../../plugins/material-unlit/manifest.js';
import materialPhong from '../../../../plugins/material-phong/manifest.js';
import materialPbr from '../../../../plugins/material-pbr/manifest.js';
import materialNode from '../../../../plugins/material-node/manifest.js';
import materialMixed from '../../../../plugins/material-mixed/manifest.js';
import kstageTexture from '../../../../plugins/kstage-texture/manifest.js';
import kstageGradient from '../../../../plugins/kstage-gradient/manifest.js';
import kstageColor from '../../../../plugins/kstage-color/manifest.js';
import kstageLight from '../../../../plugins/kstage-light/manifest.js';
import nodeParticleSystem from '../../../../plugins/node-particle-system/manifest.js';
import particleEmitterBox from '../../../../plugins/particle-emitter-box/manifest.js';
import particleEmitterCircle from '../../../../plugins/particle-emitter-circle/manifest.js';
import particleEmitterGrid from '../../../../plugins/particle-emitter-grid/manifest.js';
import particleEmitterLissa from '../../../../plugins/particle-emitter-lissa/manifest.js';
import particleEmitterModel from '../../../../plugins/particle-emitter-model/manifest.js';
import particleEmitterPlane from '../../../../plugins/particle-emitter-plane/manifest.js';
import particleEmitterSource from '../../../../plugins/particle-emitter-source/manifest.js';
import particleEmitterSphere from '../../../../plugins/particle-emitter-sphere/manifest.js';
import particleModifierColor from '../../../../plugins/particle-modifier-color/manifest.js';
import particleModifierGradient3d from '../../../../plugins/particle-modifier-gradient3d/manifest.js';
import particleModifierMath from '../../../../plugins/particle-modifier-math/manifest.js';
import particleModifierNoise from '../../../../plugins/particle-modifier-noise/manifest.js';
import particleModifierProcedure from '../../../../plugins/particle-modifier-procedure/manifest.js';
import particleModifierRandom from '../../../../plugins/particle-modifier-random/manifest.js';
import particleModifierRemap from '../../../../plugins/particle-modifier-remap/manifest.js';
import particleModifierRim from '../../../../plugins/particle-modifier-rim/manifest.js';
import particleModifierTexture from '../../../../plugins/particle-modifier-texture/manifest.js';
import particleModifierValue from '../../../../plugins/particle-modifier-value/manifest.js';
import particleRendererMesh from '../../../../plugins/particle-renderer-mesh/manifest.js';
import particleRendererSprite from '../../../../plugins/particle-renderer-sprite/manifest.js';
import particleRepeater from '../../../../plugins/particle-repeater/manifest.js';
import particleEmitterSpline from '../../../../plugins/particle-emitter-spline/manifest.js';
import viewportState from '../../../../plugins/viewport-state/manifest.js';
import animation from '../../../../plugins/animation/manifest.js';
import animationPlayer from '../../../../plugins/animation-player/manifest.js';
import logicRuntime from '../../../../plugins/logic-runtime/manifest.js';
import interactionRuntime from '../../../../plugins/interaction-runtime/manifest.js';
import interactionData from '../../../../plugins/interaction-runtime/data-manifest.js';
import logicBlocksNodes from '../../../../plugins/logic-blocks-nodes/manifest.js';
import logicBlocksAnimation from '../../../../plugins/logic-blocks-animation/manifest.js';
import logicBlocksCamera from '../../../../plugins/logic-blocks-camera/manifest.js';
import logicBlocksInfoPoints from '../../../../plugins/logic-blocks-info-points/manifest.js';
import liveData from '../../../../plugins/live-data/manifest.js';
import dataSourceMqtt from '../../../../plugins/data-source-mqtt/manifest.js';
import dataSourceWebsocket from '../../../../plugins/data-source-websocket/manifest.js';
import dataSourceRelay from '../../../../plugins/data-source-relay/manifest.js';
import dataSourceSse from '../../../../plugins/data-source-sse/manifest.js';
import dataSourceHttpPolling from '../../../../plugins/data-source-http-polling/manifest.js';

/** Every plugin the scene player may activate, by the content it serves. */
export const playerPluginManifests: readonly LazyPluginManifest[] = [
  // Node types (with runtime adapters) and geometry builders: the same ones the designer builds the scene with.
  nodeScene, nodeTransform, nodeMesh, nodeAnchor, nodeSpline, nodeMapPosition, nodeHemisphericLight, nodeDirectionalLight, nodePointLight,
  nodeSpotLight, nodeOrbitCamera, nodeShadowGenerator, nodeSplineCamera, nodeInfoPoints, nodeHeatMap, nodeTextPoints, nodeHtmlAnnotation, nodeImagePlane, nodeMirror,
  geometryBox, geometryCylinder, geometryDisk, geometryPlane, geometrySphere,
  geometryCircle, geometryConnect, geometrySpline, geometryPolygon,
  // Post-process effects.
  postSsao, postGtao, postSsr, postDepthOfField, postBloom, postGlow, postSharpen, postFxaa, postGrain, postChromaticAberration, postMotionBlur,
  postToneMapping, postLut, postColorBalance, postVignetting,
  // Material types (the mixed one with its stage kinds).
  materialUnlit, materialPhong, materialPbr, materialNode, materialMixed, kstageTexture, kstageGradient, kstageColor, kstageLight,
  // Particle systems and their stage kinds.
  nodeParticleSystem, particleEmitterBox, particleEmitterCircle, particleEmitterGrid, particleEmitterLissa, particleEmitterModel,
  particleEmitterPlane, particleEmitterSource, particleEmitterSphere, particleModifierColor, particleModifierGradient3d, particleModifierMath,
  particleModifierNoise, particleModifierProcedure, particleModifierRandom, particleModifierRemap, particleModifierRim, particleModifierTexture,
  particleModifierValue, particleRendererMesh, particleRendererSprite, particleRepeater, particleEmitterSpline,
  // Every scene: the viewport state (shared by the view, the animation player and the logic runtime), the animation services and their
  // player (keyframe animations, state animations and movers at run time).
  viewportState, animation, animationPlayer,
  // The scene's logic, sandboxed, and the plugins that contribute the actions it calls (their blocks come along as data).
  logicRuntime, logicBlocksNodes, logicBlocksAnimation, logicBlocksCamera, logicBlocksInfoPoints,
  // The nodes' interactions (a click, a hover or new data sets a status, shows or hides, flies the camera).
  interactionRuntime, interactionData,
  // Live data (scenes whose Scene root names data sources) and the kinds of source it connects.
  liveData, dataSourceMqtt, dataSourceWebsocket, dataSourceSse, dataSourceHttpPolling, dataSourceRelay,
];
