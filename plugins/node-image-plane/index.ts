import { definePlugin } from '../../sdk/index.js';
import { imagePlaneType } from './adapter.js';

/** The image plane of a digital twin: a picture on a plane, stretched or as a nine-patch, optionally facing the camera. */
export default definePlugin({ id: 'builtin.node-image-plane', contributes: [imagePlaneType] });
