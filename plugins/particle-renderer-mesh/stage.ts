import { titles } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Mesh renderer: draws each particle as an instance of a mesh node (drop a mesh on the stage) */
export const meshRenderer: ParticleStageContribution = {
  id: 'MeshRenderer', category: 'renderer', order: 20, titles: titles('Mesh', '网格体', '網格體'), models: true, render: 'mesh',
  descriptors: [],
};
