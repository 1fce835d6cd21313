import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ComponentType } from 'react';
import { bindingsOfNode, LIVE_DATA_PROP, readLiveData, SCENE_ROOT_ID } from '../../sdk/index.js';
import type { NodeId, NodeTypeContribution, NotificationAction, NotificationKind, PanelProps, PropertyGroup, SceneNodeData } from '../../sdk/index.js';
import { commonGroups, pickEditor, sharedValue } from './inspector-model.js';
import type { InspectorServices } from './inspector-services.js';
import { PropertyRow } from './property-row.js';
import { EmbeddedNodeRows, embedsNode } from './embedded-node.js';
import type { TitleState } from './property-row.js';
import './inspector.css';

/** Re-render whenever `subscribe` reports; returns a counter that changes each time. */
function useTick(subscribe: (bump: () => void) => () => void): number {
  const [tick, setTick] = useState(0);
  useEffect(() => subscribe(() => setTick((n) => n + 1)), [subscribe]);
  return tick;
}

/** The property inspector: rows from the descriptors of the selected nodes (or the scene root when none is selected). */
export function InspectorPanel({ services }: PanelProps & { readonly services: InspectorServices }) {
  const { document, selection, nodeTypes, editors, exposed, animation, i18n, t } = services;
  const [selected, setSelected] = useState<readonly NodeId[]>(selection.selected);
  const [message, setMessage] = useState<{ kind: NotificationKind; text: string } | undefined>();
  const [collapsed, setCollapsed] = useState<ReadonlySet<PropertyGroup>>(new Set());
  useEffect(() => {
    const sub = selection.onDidChangeSelection.subscribe(setSelected);
    return () => sub.unsubscribe();
  }, [selection]);
  const ids = useMemo(() => (selected.length > 0 ? selected : [SCENE_ROOT_ID]), [selected]);
  const idSet = useMemo(() => new Set(ids), [ids]);

  const docTick = useTick(useCallback((bump) => {
    const subs = [
      document.onDidLoad.subscribe(bump),
      document.onDidChange.subscribe((change) => {
        for (const p of change.patches) {
          if (p.op === 'setSection' || p.op === 'insert' || p.op === 'remove' || idSet.has(p.id)) {
            bump();
            return;
          }
        }
      }),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [document, idSet]));
  const contributionTick = useTick(useCallback((bump) => {
    const subs = [nodeTypes.onDidChange.subscribe(bump), editors.onDidChange.subscribe(bump), animation.onDidChangeCurrent.subscribe(bump)];
    if (i18n) subs.push(i18n.onDidChangeTexts.subscribe(bump));
    return () => subs.forEach((s) => s.unsubscribe());
  }, [nodeTypes, editors, animation, i18n]));

  const animatedTick = useTick(useCallback((bump) => {
    const sub = animation.onDidChangeAnimated?.subscribe(bump);
    return () => sub?.unsubscribe();
  }, [animation]));

  void docTick;
  void contributionTick;
  void animatedTick;
  // Selected ids that exist; stable between edits so rows whose value did not change skip rendering.
  const nodeIds = useMemo(() => ids.filter((id) => document.get(id) !== undefined), [ids, document]);
  const nodes = nodeIds.map((id) => document.get(id)).filter((n): n is SceneNodeData => n !== undefined);
  const typeMap = new Map<string, NodeTypeContribution>(nodeTypes.current.map((c) => [c.id, c]));
  const groups = commonGroups([...new Set(nodes.map((n) => n.type))].map((c) => typeMap.get(c)));
  const editorList = editors.current;
  const primary = nodeIds[nodeIds.length - 1];

  const notify = useCallback((kind: NotificationKind, text: string, action?: NotificationAction) => {
    if (services.notifications) services.notifications.notify(kind, text, undefined, action);
    else setMessage({ kind, text });
  }, [services.notifications]);

  const toggleGroup = (group: PropertyGroup) => setCollapsed((prev) => {
    const next = new Set(prev);
    if (next.has(group)) next.delete(group);
    else next.add(group);
    return next;
  });

  const titleOf = (titles: NodeTypeContribution['titles']) => (i18n ? i18n.pick(titles) : titles.en);
  const single = nodes.length === 1 ? nodes[0] : undefined;
  // The properties of the one node shown that a live-data binding writes (marked on their titles).
  const bound = new Set(single ? bindingsOfNode(readLiveData(document.root.props[LIVE_DATA_PROP]), single.id).map((b) => b.target.property) : []);
  // The root's name is always 'Scene'; it is shown in the user's language.
  const heading = nodes.length > 1 ? t('inspector.multiple', { count: nodes.length }) : single ? (single.id === SCENE_ROOT_ID ? t('inspector.sceneRoot') : single.name) : '';

  return (
    <div className="kf-inspector" data-testid="inspector">
      <div className="kf-inspector-heading" data-testid="inspector-heading">{heading}</div>
      {groups.length === 0 && <div className="kf-inspector-empty">{t('inspector.empty')}</div>}
      {groups.map(({ group, descriptors }) => {
        const isCollapsed = collapsed.has(group);
        return (
          <section key={group} className="kf-inspector-group" data-testid={`inspector-group-${group}`}>
            <button type="button" className="kf-inspector-group-header" aria-expanded={!isCollapsed} onClick={() => toggleGroup(group)}>
              <span className="kf-inspector-caret">{isCollapsed ? '▸' : '▾'}</span>
              {t(`inspector.group.${group}`)}
            </button>
            {!isCollapsed && descriptors.map((descriptor) => {
              const titleState: TitleState = primary && exposed.find(primary, descriptor.name)
                ? 'exposed'
                : primary && animation.isStateDriven(primary, descriptor.name) ? 'state' : 'normal';
              const stored = sharedValue(nodes, descriptor);
              // One node whose property an animation drives now: the row shows the driven value (as the viewport
              // does) and keeps the document's value for its marker.
              const animated = single ? animation.animatedValue?.(single.id, descriptor.name) : undefined;
              const value = animated ?? stored;
              const row = (
                <PropertyRow
                  key={descriptor.name}
                  descriptor={descriptor}
                  title={titleOf(descriptor.titles)}
                  value={value}
                  nodeIds={nodeIds}
                  titleState={titleState}
                  documentValue={animated !== undefined ? stored : undefined}
                  bound={bound.has(descriptor.name)}
                  editor={pickEditor(editorList, descriptor)}
                  services={services}
                  notify={notify}
                />
              );
              if (!embedsNode(descriptor) || typeof value !== 'string' || !value) return row;
              return (
                <div key={descriptor.name}>
                  {row}
                  <EmbeddedNodeRows nodeId={value} services={services} notify={notify} />
                </div>
              );
            })}
          </section>
        );
      })}
      {message && (
        <div className={`kf-inspector-message kf-inspector-message-${message.kind}`} data-testid="inspector-message" data-kind={message.kind} onClick={() => setMessage(undefined)}>
          {message.text}
        </div>
      )}
    </div>
  );
}

/** The panel component bound to the services captured at activation. */
export function inspectorPanelFor(services: InspectorServices): ComponentType<PanelProps> {
  return function BoundInspectorPanel(props: PanelProps) {
    return <InspectorPanel {...props} services={services} />;
  };
}
