import { useEffect, useMemo, useState } from 'react';
import type { EditorKernel } from '../../../../../core/kernel/editor-kernel.js';
import { I18nService, NodeTypes, PlayerService, SceneDocumentService, type PropertyDescriptor } from '../../../../../sdk/index.js';
import { useT } from '../../kernel/kernel-context.js';
import { colorToHex, controlValue, currentValue, exhibitionControls, isOn, type ExhibitionControl } from './exhibition-controls.js';

/**
 * The product configurator beside the player: one control per exposed property of the published scene
 * (exhibition-controls.ts). A change is written to the player's own copy of the document (PlayerService.apply), so the
 * view follows at once; nothing is saved or sent.
 */
export function ExhibitionPanel({ kernel, title }: { readonly kernel: EditorKernel; readonly title: string }) {
  const t = useT();
  const services = kernel.services;
  const document = services.get(SceneDocumentService);
  const player = services.get(PlayerService);
  const i18n = services.get(I18nService);
  // Rows follow every change (a control's, or the scene's logic's); the list of controls follows a load.
  const [, setVersion] = useState(0);
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    const changed = document.onDidChange.subscribe(() => setVersion((v) => v + 1));
    const loaded = document.onDidLoad.subscribe(() => setLoads((v) => v + 1));
    return () => {
      changed.unsubscribe();
      loaded.unsubscribe();
    };
  }, [document]);

  const controls = useMemo(() => {
    const types = kernel.registry.list(NodeTypes).current;
    const descriptorsOf = (type: string): readonly PropertyDescriptor[] | undefined => types.find((n) => n.id === type)?.descriptors;
    return exhibitionControls({ exposed: document.section('exposed'), get: (id) => document.get(id), descriptorsOf, pick: (text) => i18n.pick(text) });
  }, [kernel, document, i18n, loads]);

  const write = (control: ExhibitionControl, input: unknown) => {
    const node = document.get(control.nodeId);
    if (!node) return;
    const value = controlValue(control, input, currentValue(control, node));
    if (value !== undefined) player.apply([document.setPropPatch(control.nodeId, control.prop, value)]);
  };

  let group = '';
  return (
    <aside className="kf-exhibition-panel" data-testid="exhibition-panel" aria-label={t('exhibition.controls')}>
      <h1>{title}</h1>
      {controls.length === 0 ? <p data-testid="exhibition-empty">{t('exhibition.noControls')}</p> : null}
      {controls.map((control) => {
        const heading = control.group !== group ? control.group : '';
        group = control.group;
        return (
          <div key={control.id}>
            {heading ? <h2>{heading}</h2> : null}
            <ControlRow control={control} value={currentValue(control, document.get(control.nodeId))} onChange={(input) => write(control, input)} />
          </div>
        );
      })}
    </aside>
  );
}

function ControlRow({ control, value, onChange }: { readonly control: ExhibitionControl; readonly value: unknown; readonly onChange: (input: unknown) => void }) {
  const testId = `exhibition-control-${control.nodeId}-${control.prop}`;
  switch (control.kind) {
    case 'toggle':
      return (
        <label className="kf-exhibition-row kf-exhibition-toggle">
          <span>{control.label}</span>
          <input type="checkbox" role="switch" data-testid={testId} checked={isOn(value)} onChange={(e) => onChange(e.target.checked)} />
        </label>
      );
    case 'color':
      return (
        <label className="kf-exhibition-row">
          <span>{control.label}</span>
          <input type="color" data-testid={testId} value={colorToHex(value)} onChange={(e) => onChange(e.target.value)} />
        </label>
      );
    case 'select':
      return (
        <label className="kf-exhibition-row">
          <span>{control.label}</span>
          <select data-testid={testId} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)}>
            {control.options.some((o) => o.value === String(value ?? '')) ? null : <option value={String(value ?? '')} disabled>—</option>}
            {control.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        </label>
      );
    case 'number': {
      const shown = typeof value === 'number' && Number.isFinite(value) ? value : control.min ?? 0;
      const ranged = control.min !== undefined && control.max !== undefined;
      return (
        <label className="kf-exhibition-row">
          <span>{control.label}</span>
          <input type={ranged ? 'range' : 'number'} data-testid={testId} min={control.min} max={control.max} step={control.step} value={shown} onChange={(e) => onChange(e.target.value)} />
        </label>
      );
    }
  }
}
