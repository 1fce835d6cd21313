import { contribution, definePlugin, MOVER_NODE_TYPE, moverNodeDescriptors, NodeTypes } from '../../sdk/index.js';

/**
 * The mover child node (spec 001 §3 Mover): a child that drives one property of its parent. Listed in the tree and
 * edited in the inspector like any node (its fields; the path it drives is shown, not edited); the parent's row for
 * that property shows and edits it too. No engine object: the animation player runs it on its parent.
 */
export const moverNodeType = {
  id: MOVER_NODE_TYPE,
  titles: { en: 'Mover', 'zh-CN': '运动器', 'zh-TW': '運動器' },
  descriptors: moverNodeDescriptors(),
  creatable: false,
  container: false,
};

export default definePlugin({ id: 'builtin.mover-node-type', contributes: [contribution(NodeTypes, moverNodeType)] });
