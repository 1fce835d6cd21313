import type { PluginDefinition } from '../../../sdk/index.js';

/** Every built-in plugin, activated in each editor kernel. Append new plugins here. */
export const builtinPlugins: PluginDefinition[] = [];
// Viewport area: node types (with runtime adapters).
import nodeScene from '../../../plugins/node-scene/index.js';
import nodeTransform from '../../../plugins/node-transform/index.js';
import nodeMesh from '../../../plugins/node-mesh/index.js';
import nodeAnchor from '../../../plugins/node-anchor/index.js';
import nodeMapPosition from '../../../plugins/node-map-position/index.js';
import nodeHemisphericLight from '../../../plugins/node-hemispheric-light/index.js';
import nodeDirectionalLight from '../../../plugins/node-directional-light/index.js';
import nodePointLight from '../../../plugins/node-point-light/index.js';
import nodeSpotLight from '../../../plugins/node-spot-light/index.js';
import nodeOrbitCamera from '../../../plugins/node-orbit-camera/index.js';
import nodeShadowGenerator from '../../../plugins/node-shadow-generator/index.js';
builtinPlugins.push(nodeScene, nodeTransform, nodeMesh, nodeAnchor, nodeMapPosition, nodeHemisphericLight, nodeDirectionalLight, nodePointLight, nodeSpotLight, nodeOrbitCamera, nodeShadowGenerator);
