import { definePlugin } from '../../sdk/index.js';
import { textPointsType } from './adapter.js';

/** The text-point node of a digital twin: texts at points, drawn facing the camera. */
export default definePlugin({ id: 'builtin.node-text-points', contributes: [textPointsType] });
