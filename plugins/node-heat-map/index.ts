import { definePlugin } from '../../sdk/index.js';
import { heatMapType } from './adapter.js';

/** The heat-map node of a digital twin: points with a size and a value, drawn as a colour field over a surface. */
export default definePlugin({ id: 'builtin.node-heat-map', contributes: [heatMapType] });
