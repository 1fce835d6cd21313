// The plugins that build a scene's engine objects in Node (no UI): node types with their adapters, geometry builders
// and material types, as the designer loads them (host/web/src/builtin-plugins.ts).
import type { PluginDefinition } from '../../sdk/index.js';
import nodeScene from '../../plugins/node-scene/index.js';
import nodeTransform from '../../plugins/node-transform/index.js';
import nodeMesh from '../../plugins/node-mesh/index.js';
import nodeAnchor from '../../plugins/node-anchor/index.js';
import nodeSpline from '../../plugins/node-spline/index.js';
import nodeMapPosition from '../../plugins/node-map-position/index.js';
import nodeHemisphericLight from '../../plugins/node-hemispheric-light/index.js';
import nodeDirectionalLight from '../../plugins/node-directional-light/index.js';
import nodePointLight from '../../plugins/node-point-light/index.js';
import nodeSpotLight from '../../plugins/node-spot-light/index.js';
import nodeOrbitCamera from '../../plugins/node-orbit-camera/index.js';
import nodeInfoPoints from '../../plugins/node-info-points/index.js';
import geometryBox from '../../plugins/geometry-box/index.js';
import geometryCylinder from '../../plugins/geometry-cylinder/index.js';
import geometryDisk from '../../plugins/geometry-disk/index.js';
import geometryPlane from '../../plugins/geometry-plane/index.js';
import geometrySphere from '../../plugins/geometry-sphere/index.js';
import geometryCircle from '../../plugins/geometry-circle/index.js';
import geometryConnect from '../../plugins/geometry-connect/index.js';
import geometrySpline from '../../plugins/geometry-spline/index.js';
import geometryPolygon from '../../plugins/geometry-polygon/index.js';
import materialUnlit from '../../plugins/material-unlit/index.js';
import materialPhong from '../../plugins/material-phong/index.js';
import materialPbr from '../../plugins/material-pbr/index.js';
import materialMixed from '../../plugins/material-mixed/index.js';
import kstageColor from '../../plugins/kstage-color/index.js';
import kstageGradient from '../../plugins/kstage-gradient/index.js';
import kstageTexture from '../../plugins/kstage-texture/index.js';
import kstageLight from '../../plugins/kstage-light/index.js';

export const enginePlugins: readonly PluginDefinition[] = [
  nodeScene, nodeTransform, nodeMesh, nodeAnchor, nodeSpline, nodeMapPosition, nodeHemisphericLight, nodeDirectionalLight, nodePointLight, nodeSpotLight,
  nodeOrbitCamera, nodeInfoPoints,
  geometryBox, geometryCylinder, geometryDisk, geometryPlane, geometrySphere, geometryCircle, geometryConnect, geometrySpline, geometryPolygon,
  materialUnlit, materialPhong, materialPbr,
  // Mixed materials and their stage kinds: Node cannot bake them, but knows them (their export says it approximated them).
  materialMixed, kstageColor, kstageGradient, kstageTexture, kstageLight,
];
