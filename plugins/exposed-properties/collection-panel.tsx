import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { ExposedProperty, PanelProps } from '../../sdk/index.js';
import type { ExposedServices } from './exposed-services.js';
import { groupExposed } from './group-exposed.js';

interface Props extends PanelProps {
  readonly services: ExposedServices;
  openDialog(item: ExposedProperty): void;
}

/** The exposed-property collection: collapsible groups by group name, or 'Not classified'. */
export function CollectionPanel({ services, openDialog }: Props) {
  const { exposed, document, selection, t } = services;
  const [all, setAll] = useState<readonly ExposedProperty[]>(exposed.all);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [, setTick] = useState(0);
  useEffect(() => {
    const subs = [exposed.onDidChange.subscribe(setAll), document.onDidChange.subscribe(() => setTick((n) => n + 1))];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [exposed, document]);
  const groups = groupExposed(all);
  const toggle = (group: string) => setCollapsed((prev) => {
    const next = new Set(prev);
    if (next.has(group)) next.delete(group);
    else next.add(group);
    return next;
  });
  return (
    <div className="kf-exposed-panel" data-testid="exposed-collection">
      {groups.length === 0 && <p className="kf-exposed-empty">{t('exposedProperties.empty')}</p>}
      {groups.map(({ group, items }) => {
        const title = group || t('exposedProperties.notClassified');
        const isCollapsed = collapsed.has(group);
        return (
          <section key={group} className="kf-exposed-group" data-testid={`exposed-group-${group || 'not-classified'}`}>
            <button type="button" className="kf-exposed-group-header" aria-expanded={!isCollapsed} onClick={() => toggle(group)}>
              <span>{isCollapsed ? '▸' : '▾'}</span> {title} <span className="kf-exposed-count">{items.length}</span>
            </button>
            {!isCollapsed && (
              <ul className="kf-exposed-items">
                {items.map((item) => {
                  const owner = item.owner.kind === 'node' ? document.get(item.owner.id) : undefined;
                  const property = item.path.slice(item.owner.id.length + 1);
                  return (
                    <li
                      key={item.id}
                      className="kf-exposed-item"
                      data-testid={`exposed-item-${item.name}`}
                      onClick={() => owner && selection.set([owner.id])}
                      onDoubleClick={() => openDialog(item)}
                    >
                      <span className="kf-exposed-item-name">{item.name}</span>
                      <span className="kf-exposed-item-path">{owner ? `${owner.name}.${property}` : item.path}</span>
                      <span className="kf-exposed-item-type">{item.type}</span>
                      <button
                        type="button"
                        className="kf-exposed-remove"
                        aria-label={t('exposedProperties.remove')}
                        onClick={(e) => {
                          e.stopPropagation();
                          exposed.remove(item.id);
                        }}
                      >
                        ×
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** The panel component bound to the services captured at activation. */
export function collectionPanelFor(services: ExposedServices, openDialog: (item: ExposedProperty) => void): ComponentType<PanelProps> {
  return function BoundCollectionPanel(props: PanelProps) {
    return <CollectionPanel {...props} services={services} openDialog={openDialog} />;
  };
}
