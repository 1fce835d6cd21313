import { animationEntities, LIVE_DATA_PROP, readLiveData } from '../../sdk/index.js';
import type { LogicWindowDeps } from './logic-window-deps.js';
import type { FieldSources, PickerOption, PropertyOption } from './field-sources.js';

const MAX_OPTIONS = 2000;

/** The picker fields' choices, read from the scene document and the node types now. */
export function sceneSources(deps: LogicWindowDeps): FieldSources {
  const { document, i18n } = deps;
  const locale = i18n?.locale ?? 'en';
  const nodes = (): PickerOption[] => {
    const out: PickerOption[] = [];
    for (const id of document.ids()) {
      const node = document.get(id);
      if (!node || node.parent === null) continue;
      out.push({ label: node.name || id, value: id });
      if (out.length >= MAX_OPTIONS) break;
    }
    return out.sort((a, b) => a.label.localeCompare(b.label));
  };
  return {
    nodes,
    nodeLabel: (id) => document.get(id)?.name,
    properties: (nodeId): PropertyOption[] => {
      const node = document.get(nodeId);
      const type = node && deps.nodeTypes.current.find((t) => t.id === node.type);
      if (!type) return [];
      return type.descriptors
        .filter((d) => !d.hide && d.rw !== 'r' && !d.isConst)
        .map((d) => ({ label: d.titles[locale] || d.titles.en || d.name, value: d.name, type: d.type }));
    },
    animations: () => animationEntities(document.section('animations')).map((a) => ({ label: a.name || a.id, value: a.id })),
    states: (animationId) => {
      const animation = animationEntities(document.section('animations')).find((a) => a.id === animationId);
      return animation?.kind === 'state' ? animation.states.map((s) => ({ label: s.name || s.stateId, value: s.stateId })) : [];
    },
    bindings: () => {
      const live = readLiveData(document.root.props[LIVE_DATA_PROP]);
      const sourceName = new Map(live.sources.map((s) => [s.id, s.name || s.id]));
      return live.bindings.slice(0, MAX_OPTIONS).map((b) => {
        const { node, property, item, field } = b.target;
        const where = `${document.get(node)?.name || node} › ${property}${item ? ` › ${item}${field ? `.${field}` : ''}` : ''}`;
        return { label: `${where} ← ${sourceName.get(b.source) ?? b.source}`, value: b.id };
      });
    },
    none: deps.t('logicWindow.none'),
  };
}
