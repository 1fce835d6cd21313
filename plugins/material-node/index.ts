import { NodeMaterial } from '@babylonjs/core/Materials/Node/nodeMaterial.js';
import '@babylonjs/core/Materials/colorCurves.js';
// The default graph's block classes, registered so a stored graph made of them parses. Not Blocks/index.js: importing
// every block breaks the HDR environment in the viewport; a graph using other blocks is refused with a message.
import '@babylonjs/core/Materials/Node/Blocks/Input/inputBlock.js';
import '@babylonjs/core/Materials/Node/Blocks/transformBlock.js';
import '@babylonjs/core/Materials/Node/Blocks/Vertex/vertexOutputBlock.js';
import '@babylonjs/core/Materials/Node/Blocks/Fragment/fragmentOutputBlock.js';
import { applyOpacityAndSides, defineMaterialType, definePlugin, MATERIAL_OPACITY_DESCRIPTOR, MATERIAL_TWO_SIDED_DESCRIPTOR, titles } from '../../sdk/index.js';
import type { MaterialTarget, NodeProps } from '../../sdk/index.js';
import { readGraph } from './graph.js';

const PROBLEM_TEXT = {
  tooLarge: 'the stored graph is too large',
  notJson: 'the stored graph is not JSON',
  notAGraph: 'the stored graph is not a node-material graph',
} as const;

/** The material of a graph, or Babylon's default graph when it is empty or cannot be used (the reason is thrown after). */
function makeMaterial(props: NodeProps, target: MaterialTarget): { material: NodeMaterial; failure?: string } {
  const name = `node:${props.node.id}`;
  const { graph, problem } = readGraph(props.value('graph'));
  if (graph) {
    try {
      const material = NodeMaterial.Parse(graph, target.scene);
      material.name = name;
      material.build(false);
      return { material };
    } catch (error) {
      const fallback = new NodeMaterial(name, target.scene);
      fallback.setToDefault();
      fallback.build(false);
      return { material: fallback, failure: error instanceof Error ? error.message : String(error) };
    }
  }
  const material = new NodeMaterial(name, target.scene);
  material.setToDefault();
  material.build(false);
  return { material, failure: problem ? PROBLEM_TEXT[problem] : undefined };
}

/** Node material: Babylon's NodeMaterial from a graph stored in the document (Babylon's serialized form). */
export const nodeMaterial = defineMaterialType({
  id: 'NodeMaterial',
  titles: titles('Node', '节点', '節點'),
  order: 50,
  descriptors: [
    { name: 'graph', type: 'json', propertyGroup: 'material', rank: 1, default: {}, isConst: true, options: { height: 160 }, titles: titles('Graph', '节点图', '節點圖') },
    MATERIAL_OPACITY_DESCRIPTOR,
    MATERIAL_TWO_SIDED_DESCRIPTOR,
  ],
  create(props, target) {
    const { material, failure } = makeMaterial(props, target);
    applyOpacityAndSides(material, props);
    if (failure) target.reportError(new Error(`${props.node.name}: ${failure}`));
    return {
      material,
      // Another graph is another shader: the runtime makes the material again.
      update: (p) => (p.changed('graph') ? 'rebuild' : applyOpacityAndSides(material, p)),
      dispose: () => material.dispose(false, false),
    };
  },
});

export default definePlugin({ id: 'builtin.material-node', contributes: [nodeMaterial] });
