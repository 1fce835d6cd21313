import { useEffect, useMemo, useState } from 'react';
import type { NodeId, PropertyDescriptor } from '../../sdk/index.js';
import { commonGroups, pickEditor, sharedValue } from './inspector-model.js';
import type { InspectorServices } from './inspector-services.js';
import { PropertyRow } from './property-row.js';
import type { Notify } from './title-actions.js';

/** The option that makes a row whose value is a node id embed that node's rows below it (the mesh's material). */
export const EMBED_NODE_OPTION = 'embedNode';

/** Whether a descriptor embeds the node its value names. */
export function embedsNode(descriptor: PropertyDescriptor): boolean {
  return descriptor.options?.[EMBED_NODE_OPTION] === true;
}

/** How deep embedded lists may nest (a material naming a node that names a node…). */
const MAX_EMBED_DEPTH = 2;

interface Props {
  readonly nodeId: NodeId;
  readonly services: InspectorServices;
  readonly notify: Notify;
  readonly depth?: number;
}

/**
 * The nested property list of the node a row names (spec 001 §2, Material property): its groups' rows, edited like the
 * selection's, indented under the row; it follows the node's own changes.
 */
export function EmbeddedNodeRows({ nodeId, services, notify, depth = 1 }: Props) {
  const { document, nodeTypes, editors, i18n, t } = services;
  const [, setTick] = useState(0);
  useEffect(() => {
    const bump = () => setTick((n) => n + 1);
    const subs = [
      document.onDidLoad.subscribe(bump),
      document.onDidChange.subscribe((change) => {
        if (change.patches.some((p) => p.op === 'insert' || p.op === 'remove' || (p.op !== 'setSection' && p.id === nodeId))) bump();
      }),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [document, nodeId]);
  const ids = useMemo(() => [nodeId], [nodeId]);
  const node = document.get(nodeId);
  if (!node || depth > MAX_EMBED_DEPTH) return null;
  const type = nodeTypes.current.find((c) => c.id === node.type);
  const groups = commonGroups([type]);
  const titleOf = (d: PropertyDescriptor) => (i18n ? i18n.pick(d.titles) : d.titles.en);
  return (
    <div className="kf-inspector-embedded" data-testid={`inspector-embedded-${nodeId}`}>
      {groups.map(({ group, descriptors }) => (
        <div key={group} className="kf-inspector-embedded-group">
          <div className="kf-inspector-embedded-heading">{t(`inspector.group.${group}`)}</div>
          {descriptors.map((descriptor) => (
            <div key={descriptor.name}>
              <PropertyRow
                descriptor={descriptor}
                title={titleOf(descriptor)}
                value={sharedValue([node], descriptor)}
                nodeIds={ids}
                titleState="normal"
                editor={pickEditor(editors.current, descriptor)}
                services={services}
                notify={notify}
              />
              {embedsNode(descriptor) && typeof node.props[descriptor.name] === 'string' && (
                <EmbeddedNodeRows nodeId={node.props[descriptor.name] as string} services={services} notify={notify} depth={depth + 1} />
              )}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
