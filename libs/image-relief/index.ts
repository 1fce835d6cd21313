// libs/image-relief: the offline image-to-relief model (issue 33's local provider of model generation; docs/jobs.md).
// Not AI: the background is removed by the image's alpha or by a colour key from its border, the silhouette is
// extruded into a slab whose front rises with the image's brightness, and the image is projected on it as texture.
// Imports nothing of ours.
export * from './decode-image.js';
export * from './subject-mask.js';
export * from './relief-mesh.js';
export * from './relief-glb.js';
export { ReliefError } from './relief-error.js';
