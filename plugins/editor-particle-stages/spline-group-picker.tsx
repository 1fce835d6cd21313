import { useEffect, useState } from 'react';
import { SPLINE_NODE_TYPE } from '../../sdk/index.js';
import type { SceneDocumentService, TranslateFn } from '../../sdk/index.js';

interface Props {
  readonly document: SceneDocumentService | undefined;
  /** The stage's `splineGroup` (a spline node id) or empty. */
  readonly value: string;
  readonly readOnly: boolean;
  readonly t: TranslateFn;
  onChange(id: string): void;
}

/** Most spline nodes listed in the picker (a drop from the scene tree still reaches any). */
const MAX_LISTED = 500;

/** The spline nodes of the document, in document order (at most MAX_LISTED). */
function splineNodes(document: SceneDocumentService | undefined): { id: string; name: string }[] {
  const out: { id: string; name: string }[] = [];
  for (const id of document?.ids() ?? []) {
    const node = document!.get(id);
    if (node?.type === SPLINE_NODE_TYPE) out.push({ id, name: node.name });
    if (out.length >= MAX_LISTED) break;
  }
  return out;
}

/** Picks the spline group of a stage that takes splines: one option per spline node of the scene, kept current. */
export function SplineGroupPicker({ document, value, readOnly, t, onChange }: Props) {
  const [, setTick] = useState(0);
  useEffect(() => {
    const sub = document?.onDidChange.subscribe(() => setTick((n) => n + 1));
    return () => sub?.unsubscribe();
  }, [document]);
  const nodes = splineNodes(document);
  const missing = value !== '' && !nodes.some((n) => n.id === value);
  return (
    <select data-testid="stage-spline-group" aria-label={t('particleStages.splineGroup')} value={value} disabled={readOnly}
      onChange={(e) => onChange(e.target.value)}>
      <option value="">{nodes.length ? t('particleStages.noSplineGroup') : t('particleStages.noSplineNodes')}</option>
      {missing && <option value={value}>{t('particleStages.splineMissing')}</option>}
      {nodes.map((n) => <option key={n.id} value={n.id}>{n.name}</option>)}
    </select>
  );
}
