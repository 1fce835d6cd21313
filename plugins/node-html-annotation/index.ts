import { definePlugin } from '../../sdk/index.js';
import { htmlAnnotationType } from './adapter.js';

/** The HTML annotation of a digital twin: a sanitised HTML card over the view, following a point in the scene. */
export default definePlugin({ id: 'builtin.node-html-annotation', contributes: [htmlAnnotationType] });
