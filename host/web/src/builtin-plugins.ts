import type { PluginDefinition } from '../../../sdk/index.js';

/** Every built-in plugin, activated in each editor kernel. Append new plugins here. */
export const builtinPlugins: PluginDefinition[] = [];
// Viewport area: node types (with runtime adapters).
import nodeScene from '../../../plugins/node-scene/index.js';
import nodeTransform from '../../../plugins/node-transform/index.js';
import nodeMesh from '../../../plugins/node-mesh/index.js';
import nodeAnchor from '../../../plugins/node-anchor/index.js';
import nodeSpline from '../../../plugins/node-spline/index.js';
import nodeSplineCamera from '../../../plugins/node-spline-camera/index.js';
import nodeMapPosition from '../../../plugins/node-map-position/index.js';
import nodeHemisphericLight from '../../../plugins/node-hemispheric-light/index.js';
import nodeDirectionalLight from '../../../plugins/node-directional-light/index.js';
import nodePointLight from '../../../plugins/node-point-light/index.js';
import nodeSpotLight from '../../../plugins/node-spot-light/index.js';
import nodeOrbitCamera from '../../../plugins/node-orbit-camera/index.js';
import nodeShadowGenerator from '../../../plugins/node-shadow-generator/index.js';
import nodeMover from '../../../plugins/mover-node-type/index.js';
builtinPlugins.push(nodeScene, nodeTransform, nodeMesh, nodeAnchor, nodeSpline, nodeMapPosition, nodeHemisphericLight, nodeDirectionalLight, nodePointLight, nodeSpotLight, nodeOrbitCamera, nodeShadowGenerator);
builtinPlugins.push(nodeSplineCamera, nodeMover);
// Viewport area: geometry builders.
import geometryBox from '../../../plugins/geometry-box/index.js';
import geometryCylinder from '../../../plugins/geometry-cylinder/index.js';
import geometryDisk from '../../../plugins/geometry-disk/index.js';
import geometryPlane from '../../../plugins/geometry-plane/index.js';
import geometrySphere from '../../../plugins/geometry-sphere/index.js';
import geometryCircle from '../../../plugins/geometry-circle/index.js';
import geometryConnect from '../../../plugins/geometry-connect/index.js';
import geometrySpline from '../../../plugins/geometry-spline/index.js';
import geometryPolygon from '../../../plugins/geometry-polygon/index.js';
builtinPlugins.push(geometryBox, geometryCylinder, geometryDisk, geometryPlane, geometrySphere, geometryCircle, geometryConnect, geometrySpline, geometryPolygon);
// Workbench: palette, layout, language and design-mode commands; Welcome and Output panels.
import workbench from '../../../plugins/workbench/index.js';
builtinPlugins.push(workbench);
// Inspector area: the property inspector, its basic editors, exposed properties and the scene commands.
import inspector from '../../../plugins/inspector/index.js';
import editorBasic from '../../../plugins/editor-basic/index.js';
import exposedProperties from '../../../plugins/exposed-properties/index.js';
import sceneCommands from '../../../plugins/scene-commands/index.js';
builtinPlugins.push(inspector, editorBasic, exposedProperties, sceneCommands);
import editorNodeSelect from '../../../plugins/editor-node-select/index.js';
import editorSubsetList from '../../../plugins/editor-subset-list/index.js';
import editorUserMetadata from '../../../plugins/editor-user-metadata/index.js';
import editorInteractions from '../../../plugins/editor-interactions/index.js';
import editorJson from '../../../plugins/editor-json/index.js';
import editorTexture from '../../../plugins/editor-texture/index.js';
builtinPlugins.push(editorNodeSelect, editorSubsetList, editorUserMetadata, editorInteractions, editorJson, editorTexture);
import editorMaterialFresnel from '../../../plugins/editor-material-fresnel/index.js'; builtinPlugins.push(editorMaterialFresnel);
// Number and colour editors (owned by the number-colour area; a duplicate entry would be skipped by the plugin host).
import editorNumber from '../../../plugins/editor-number/index.js';
import editorColor from '../../../plugins/editor-color/index.js';
builtinPlugins.push(editorNumber, editorColor);
// Viewport area: the viewport state (ViewportService, provided to the plugins that depend on it) and the viewport panel
// (views, picking, gizmos, stats).
import viewportState from '../../../plugins/viewport-state/index.js';
import viewport from '../../../plugins/viewport/index.js';
builtinPlugins.push(viewportState, viewport);
// Animation services (KeyframeAnimationService, AnimationService), provided to the plugins that depend on this one.
import animation from '../../../plugins/animation/index.js';
builtinPlugins.push(animation);
// Platform area: open-scene tabs, Save (Ctrl+S), save prompts, versions, 'modified by others', the scene the designer route names.
import openScenes from '../../../plugins/open-scenes/index.js';
builtinPlugins.push(openScenes);
// Platform area: every edit of a saved scene also kept in the browser (IndexedDB), offered back after a crash.
import autosaveJournal from '../../../plugins/autosave-journal/index.js';
builtinPlugins.push(autosaveJournal);
// Platform area: the open scene compared with a saved version, each difference put back on its own.
import versionDiff from '../../../plugins/version-diff/index.js';
builtinPlugins.push(versionDiff);
// Viewport area: the scene tree panel with its node commands.
import sceneTree from '../../../plugins/scene-tree/index.js';
builtinPlugins.push(sceneTree);
// Viewport area: model import (glTF, GLB, OBJ, STL) as stored scene assets.
import modelImport from '../../../plugins/model-import/index.js';
builtinPlugins.push(modelImport);
// Interop: File › Export glTF… (GLB / glTF + files of the scene or the selection) and GltfExportService.
import exportGltf from '../../../plugins/export-gltf/index.js';
builtinPlugins.push(exportGltf);
// Viewport area: the mesh geometry editor (builder dropdown; None bakes a .kmb mesh asset).
import geometryEditor from '../../../plugins/geometry-editor/index.js';
builtinPlugins.push(geometryEditor);
import logicProtection from '../../../plugins/logic-protection/index.js';
builtinPlugins.push(logicProtection);
// Viewport area: built-in resources (lights, models, materials, HDRs, images) dragged into the scene.
import builtinResources from '../../../plugins/builtin-resources/index.js';
builtinPlugins.push(builtinResources);
import componentLibrary from '../../../plugins/component-library/index.js';
builtinPlugins.push(componentLibrary);
// Materials: the material library and Material row, and one plugin per material type (no-light, Phong, PBR, node).
import materialEditor from '../../../plugins/material-editor/index.js';
import materialUnlit from '../../../plugins/material-unlit/index.js';
import materialPhong from '../../../plugins/material-phong/index.js';
import materialPbr from '../../../plugins/material-pbr/index.js';
import materialNode from '../../../plugins/material-node/index.js';
builtinPlugins.push(materialEditor, materialUnlit, materialPhong, materialPbr, materialNode);
// Mixed materials: the KMaterial type, its stage kinds (one contribution per kind) and the channel / stage editors.
import materialMixed from '../../../plugins/material-mixed/index.js';
import kstageTexture from '../../../plugins/kstage-texture/index.js';
import kstageGradient from '../../../plugins/kstage-gradient/index.js';
import kstageColor from '../../../plugins/kstage-color/index.js';
import kstageLight from '../../../plugins/kstage-light/index.js';
import editorKmaterial from '../../../plugins/editor-kmaterial/index.js';
builtinPlugins.push(materialMixed, kstageTexture, kstageGradient, kstageColor, kstageLight, editorKmaterial);
// Keyboard shortcuts: the shortcut panel over the key-binding service.
import keybindingsEditor from '../../../plugins/keybindings-editor/index.js';
builtinPlugins.push(keybindingsEditor);
// Plugin manager: the Plugins panel and the user's URL plugins, loaded after every other built-in plugin is active.
import pluginManager from '../../../plugins/plugin-manager/index.js';
builtinPlugins.push(pluginManager);
// Post-processing: the Rendering pipeline panel and one plugin per effect.
import postProcessing from '../../../plugins/post-processing/index.js';
import postSsao from '../../../plugins/post-ssao/index.js';
import postGtao from '../../../plugins/post-gtao/index.js';
import postSsr from '../../../plugins/post-ssr/index.js';
import postDepthOfField from '../../../plugins/post-depth-of-field/index.js';
import postBloom from '../../../plugins/post-bloom/index.js';
import postGlow from '../../../plugins/post-glow/index.js';
import postSharpen from '../../../plugins/post-sharpen/index.js';
import postFxaa from '../../../plugins/post-fxaa/index.js';
import postGrain from '../../../plugins/post-grain/index.js';
import postChromaticAberration from '../../../plugins/post-chromatic-aberration/index.js';
import postMotionBlur from '../../../plugins/post-motion-blur/index.js';
import postToneMapping from '../../../plugins/post-tone-mapping/index.js';
import postColorBalance from '../../../plugins/post-color-balance/index.js';
import postVignetting from '../../../plugins/post-vignetting/index.js';
import postLut from '../../../plugins/post-lut/index.js';
builtinPlugins.push(
  postProcessing, postSsao, postGtao, postSsr, postDepthOfField, postBloom, postGlow, postSharpen, postFxaa, postGrain, postChromaticAberration, postMotionBlur,
  postToneMapping, postLut, postColorBalance, postVignetting,
);
// Animation: the runtime player (keyframe animations and movers in the viewport) and the timeline window.
import animationPlayer from '../../../plugins/animation-player/index.js';
import timeline from '../../../plugins/timeline/index.js';
import stateAnimations from '../../../plugins/state-animations/index.js';
import animationGroups from '../../../plugins/animation-groups/index.js';
import orbitCameraAnimation from '../../../plugins/orbit-camera-animation/index.js';
builtinPlugins.push(animationPlayer, timeline, stateAnimations, animationGroups, orbitCameraAnimation);
// Splines: the spline list editor of spline nodes' `splines`.
import editorSplineList from '../../../plugins/editor-spline-list/index.js';
builtinPlugins.push(editorSplineList);
// Particle systems: the node type with its CPU runtime, the stage strip editor, one plugin per stage kind.
import nodeParticleSystem from '../../../plugins/node-particle-system/index.js';
import editorParticleStages from '../../../plugins/editor-particle-stages/index.js';
import { particleStagePlugins } from './particle-stage-plugins.js';
builtinPlugins.push(nodeParticleSystem, editorParticleStages, ...particleStagePlugins);
// Logic: the logic window (Blockly, its own chunk) and the built-in blocks, one plugin per group.
import logicWindow from '../../../plugins/logic-window/index.js';
import logicBlocksEvents from '../../../plugins/logic-blocks-events/index.js';
import logicBlocksNodes from '../../../plugins/logic-blocks-nodes/index.js';
import logicBlocksAnimation from '../../../plugins/logic-blocks-animation/index.js';
import logicBlocksCamera from '../../../plugins/logic-blocks-camera/index.js';
import logicBlocksInfoPoints from '../../../plugins/logic-blocks-info-points/index.js';
import logicBlocksData from '../../../plugins/logic-blocks-data/index.js';
builtinPlugins.push(logicWindow, logicBlocksEvents, logicBlocksNodes, logicBlocksAnimation, logicBlocksCamera, logicBlocksInfoPoints, logicBlocksData);
// Player: the 'Preview scene' commands (save, ticket, open the player in a new tab).
import previewCommand from '../../../plugins/preview-command/index.js';
builtinPlugins.push(previewCommand);
import publishCommand from '../../../plugins/publish-command/index.js';
builtinPlugins.push(publishCommand);
// Model jobs: the 'Lightweight model' dialog (issue 33).
import modelLightweight from '../../../plugins/model-lightweight/index.js';
builtinPlugins.push(modelLightweight);
import aiModel from '../../../plugins/ai-model/index.js';
builtinPlugins.push(aiModel);
import editorVector3Points from '../../../plugins/editor-vector3-points/index.js';
builtinPlugins.push(editorVector3Points);
// Digital twin: the info-point node (markers with labels) and its list editor.
import nodeInfoPoints from '../../../plugins/node-info-points/index.js';
import editorInfoPoints from '../../../plugins/editor-info-points/index.js';
builtinPlugins.push(nodeInfoPoints, editorInfoPoints);
// Digital twin: the heat-map node (a colour field over a surface), the text-point node (camera-facing texts) and the
// editor of both their point lists.
import nodeHeatMap from '../../../plugins/node-heat-map/index.js';
import nodeTextPoints from '../../../plugins/node-text-points/index.js';
import editorPointLists from '../../../plugins/editor-point-lists/index.js';
builtinPlugins.push(nodeHeatMap, nodeTextPoints, editorPointLists);
// Digital twin: HTML annotations (sanitised DOM cards that follow a point), image planes (stretched or nine-patch)
// and mirrors.
import nodeHtmlAnnotation from '../../../plugins/node-html-annotation/index.js';
import nodeImagePlane from '../../../plugins/node-image-plane/index.js';
import nodeMirror from '../../../plugins/node-mirror/index.js';
builtinPlugins.push(nodeHtmlAnnotation, nodeImagePlane, nodeMirror);
// Live data: the runtime (sources connected, bound values shown as an overlay), its source kinds, and the designer's
// live-data panel (bindings, sources, the live preview switch).
import liveData from '../../../plugins/live-data/index.js';
import dataSourceMqtt from '../../../plugins/data-source-mqtt/index.js';
import dataSourceWebsocket from '../../../plugins/data-source-websocket/index.js';
import dataSourceRelay from '../../../plugins/data-source-relay/index.js';
import dataSourceSse from '../../../plugins/data-source-sse/index.js';
import dataSourceHttpPolling from '../../../plugins/data-source-http-polling/index.js';
import liveDataPanel from '../../../plugins/live-data-panel/index.js';
builtinPlugins.push(liveData, dataSourceMqtt, dataSourceWebsocket, dataSourceSse, dataSourceHttpPolling, dataSourceRelay, liveDataPanel);
