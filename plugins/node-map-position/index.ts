import { definePlugin } from '../../sdk/index.js';
import { mapPositionType } from './adapter.js';

/** The map-position node: placed by longitude, latitude and height. */
export default definePlugin({ id: 'builtin.node-map-position', contributes: [mapPositionType] });
