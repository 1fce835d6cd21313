import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { applyTransformProps, defineNodeType, titles, transformSetter } from '../../sdk/index.js';
import { AnnotationCard } from './annotation-card.js';
import { AnnotationLayer } from './annotation-layer.js';
import { ANNOTATION_HTML_PROP, ANNOTATION_WIDTH_LIMITS, ANNOTATION_WIDTH_PROP, HTML_ANNOTATION_DESCRIPTORS } from './descriptors.js';

/** The node type's id, stored in the node's `type`. */
export const HTML_ANNOTATION_NODE_TYPE = 'HtmlAnnotation';

const CARD = Symbol('annotationCard');
type AnnotationTarget = TransformNode & { [CARD]?: { card: AnnotationCard; remove: () => void } };

function clampWidth(width: number): number {
  return Math.round(Math.min(ANNOTATION_WIDTH_LIMITS.max, Math.max(ANNOTATION_WIDTH_LIMITS.min, width)));
}

/**
 * The HTML annotation: a TransformNode whose origin is the anchor of a DOM card over the viewport (or player) canvas,
 * with the node's sanitised HTML content. Where the engine has no canvas in a page (a NullEngine) nothing is shown.
 */
export const htmlAnnotationType = defineNodeType<AnnotationTarget>({
  id: HTML_ANNOTATION_NODE_TYPE,
  titles: titles('HTML annotation', 'HTML 标注', 'HTML 標註'),
  descriptors: HTML_ANNOTATION_DESCRIPTORS,
  engine: {
    create(node, ctx) {
      const target: AnnotationTarget = new TransformNode(node.name, ctx.scene);
      const layer = AnnotationLayer.of(ctx.scene);
      if (layer) {
        const card = new AnnotationCard(node.id);
        target[CARD] = { card, remove: layer.add(card.element, target) };
      }
      return target;
    },
    apply(target, props) {
      applyTransformProps(target, props);
      if (props.changed(ANNOTATION_HTML_PROP, ANNOTATION_WIDTH_PROP)) {
        const html = props.string(ANNOTATION_HTML_PROP);
        const width = clampWidth(props.number(ANNOTATION_WIDTH_PROP));
        target[CARD]?.card.set(html, width);
      }
    },
    dispose(target) {
      target[CARD]?.remove();
      target.dispose(true);
    },
    animatedSetter: (target, path) => transformSetter(target, path),
  },
});
