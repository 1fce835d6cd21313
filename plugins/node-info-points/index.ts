import { definePlugin } from '../../sdk/index.js';
import { infoPointsType } from './adapter.js';

/** The info-point node of a digital twin: points with a status, drawn as markers with labels. */
export default definePlugin({ id: 'builtin.node-info-points', contributes: [infoPointsType] });
