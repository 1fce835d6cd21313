import { useEffect, useReducer } from 'react';
import type { ComponentType } from 'react';
import { MIXED, VECTOR3_POINTS_TYPE, defaultGeometryValue, descriptorDefault, isMixed, propertyValueJson, readGeometryValue } from '../../sdk/index.js';
import type {
  ContributionList, GeometryBuilderContribution, I18nService, JsonObject, JsonValue, PropertyDescriptor, PropertyEditorHost, PropertyEditorProps, PropertyValue,
} from '../../sdk/index.js';
import './geometry-editor.css';

/** What the editor needs, captured when the plugin activates. */
export interface GeometryEditorServices {
  readonly builders: ContributionList<GeometryBuilderContribution>;
  /** The inspector's editor cells: a parameter gets the editor a node property of its type gets (contributed ones too). */
  readonly editors: PropertyEditorHost;
  readonly i18n: I18nService | undefined;
  t(key: string, values?: Record<string, string | number>): string;
  /** Switch the nodes to None: bake their geometry into mesh assets. */
  bake(nodeIds: readonly string[]): void;
}

const POLYGON_DATA: PropertyDescriptor = {
  name: 'data', type: 'json', propertyGroup: 'geometry', rank: 100, options: { height: 220 },
  titles: { en: 'Polygon (GeoJSON)', 'zh-CN': '多边形 (GeoJSON)', 'zh-TW': '多邊形 (GeoJSON)' },
};

/** Create the geometry-builder editor: a dropdown (None + builders) and the chosen builder's parameter rows. */
export function createGeometryEditor(s: GeometryEditorServices): ComponentType<PropertyEditorProps<'geometryBuilder'>> {
  const pick = (titles: GeometryBuilderContribution['titles']) => (s.i18n ? s.i18n.pick(titles) : titles.en);

  return function GeometryEditor(props: PropertyEditorProps<'geometryBuilder'>) {
    const { value, readOnly, nodeIds } = props;
    // Builders come and go with their plugins: draw again when they do (the editor cells follow the editors).
    const [, redraw] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      const sub = s.builders.onDidChange.subscribe(redraw);
      return () => sub.unsubscribe();
    }, []);
    const builders = [...s.builders.current].sort((a, b) => a.order - b.order);
    const mixed = value === MIXED;
    const current = isMixed(value) ? undefined : readGeometryValue(value);
    const builder = current ? builders.find((b) => b.id === current.className) : undefined;

    const choose = (className: string) => {
      if (className === '') {
        s.bake(nodeIds);
        return;
      }
      const next = builders.find((b) => b.id === className);
      if (next) props.onChange(defaultGeometryValue(next));
    };

    const writeParam = (name: string, next: JsonValue, gesture?: string) => {
      if (!current) return;
      const params: JsonObject = { ...current.params, [name]: next };
      props.onChange({ ...current, params }, gesture);
    };
    const writeData = (next: JsonValue, gesture?: string) => {
      if (!current) return;
      props.onChange({ ...current, data: next }, gesture);
    };

    // A parameter's place on the node, for its mover (spec 001 §3): the mesh's `geometry.params.<name>`.
    const paramPath = (name: string) => `${props.descriptor.name}.params.${name}`;
    const row = (descriptor: PropertyDescriptor, rowValue: JsonValue | undefined, onChange: (v: JsonValue, g?: string) => void, moverPath?: string) => {
      const EditorCell = s.editors.EditorCell;
      return (
        <div className={`kf-geometry-row${descriptor.type === VECTOR3_POINTS_TYPE ? ' kf-geometry-row-block' : ''}`} key={descriptor.name} data-testid={`geometry-param-${descriptor.name}`}>
          <span className="kf-geometry-title">{s.i18n ? s.i18n.pick(descriptor.titles) : descriptor.titles.en}</span>
          <span className="kf-geometry-value">
            <EditorCell descriptor={descriptor} value={rowValue ?? descriptorDefault(descriptor) ?? null} nodeIds={nodeIds} readOnly={readOnly}
              onChange={(v: PropertyValue, g?: string) => onChange(propertyValueJson(v), g)} beginGesture={props.beginGesture} endGesture={props.endGesture}
              {...(moverPath === undefined ? {} : { moverPath })} />
          </span>
        </div>
      );
    };

    return (
      <div className="kf-geometry-editor">
        <select data-testid="geometry-builder-select" disabled={readOnly} value={mixed ? '??' : current?.className ?? ''} onChange={(e) => choose(e.target.value)}>
          {mixed && <option value="??">{s.t('geometryEditor.mixed')}</option>}
          <option value="">{s.t('geometryEditor.none')}</option>
          {builders.map((b) => <option key={b.id} value={b.id}>{pick(b.titles)}</option>)}
          {current && !builder && <option value={current.className} disabled>{s.t('geometryEditor.notLoaded', { id: current.className })}</option>}
        </select>
        {current && !builder && (
          <div className="kf-geometry-missing" role="status" data-testid="geometry-builder-missing">{s.t('geometryEditor.notLoaded', { id: current.className })}</div>
        )}
        {builder && current && (
          <div className="kf-geometry-params">
            {[...builder.descriptors].sort((a, b) => a.rank - b.rank).map((d) => row(d, current.params[d.name], (v, g) => writeParam(d.name, v, g), paramPath(d.name)))}
            {builder.defaultData && row({ ...POLYGON_DATA, titles: POLYGON_DATA.titles }, current.data ?? builder.defaultData(), writeData)}
          </div>
        )}
      </div>
    );
  };
}
