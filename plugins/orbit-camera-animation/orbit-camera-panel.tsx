import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type {
  AnimationEditResult, I18nService, JsonValue, KeyframeAnimationService, NodeId, NotificationService, PanelProps, SceneDocumentService, SelectionService, TranslateFn,
  ViewportService,
} from '../../sdk/index.js';

/** What the panel uses, captured when the plugin activates. */
export interface OrbitCameraServices {
  readonly animation: KeyframeAnimationService;
  readonly document: SceneDocumentService;
  readonly selection: SelectionService;
  readonly viewport: ViewportService;
  readonly i18n?: I18nService;
  readonly notifications?: NotificationService;
  readonly t: TranslateFn;
}

const ORBIT_CAMERA = 'OrbitCamera';

/** The camera's values now: the engine camera's (what the view shows), else the document's. */
function cameraValues(services: OrbitCameraServices, id: NodeId): Record<string, JsonValue> {
  const camera = services.viewport.runtime?.objectOf(id)?.node as unknown as { alpha?: number; beta?: number; radius?: number; target?: { x: number; y: number; z: number } } | undefined;
  const props = services.document.get(id)?.props ?? {};
  const out: Record<string, JsonValue> = {};
  for (const key of ['alpha', 'beta', 'radius'] as const) {
    const value = typeof camera?.[key] === 'number' ? camera[key] : props[key];
    if (typeof value === 'number') out[key] = value;
  }
  const target = camera?.target ? { x: camera.target.x, y: camera.target.y, z: camera.target.z } : props.target;
  if (target !== undefined) out.target = target;
  return out;
}

/** The orbit-camera panel (spec 001): Add to animation, Disconnect, for the selected orbit camera. */
function OrbitCameraPanel({ services }: PanelProps & { services: OrbitCameraServices }) {
  const { animation, document, selection, i18n, notifications, t } = services;
  const [, setTick] = useState(0);
  useEffect(() => {
    const bump = () => setTick((n) => n + 1);
    const subs = [selection.onDidChangeSelection.subscribe(bump), animation.onDidChangeCurrent.subscribe(bump), ...(i18n ? [i18n.onDidChangeTexts.subscribe(bump)] : [])];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [animation, selection, i18n]);
  const id = selection.selected[selection.selected.length - 1];
  const camera = id ? document.get(id) : undefined;
  const show = (result: AnimationEditResult) => notifications?.notify(result.ok ? 'success' : 'warning', result.message, undefined, result.ok ? undefined : result.action);
  return (
    <div className="kf-orbit-camera" data-testid="orbit-camera-panel" style={{ padding: 8, font: '12px/1.4 var(--kf-font, system-ui, sans-serif)', color: 'var(--kf-text, #ddd)' }}>
      <p style={{ margin: '0 0 6px' }}>{animation.current ? t('orbitCameraAnimation.current', { name: animation.current.name }) : t('orbitCameraAnimation.none')}</p>
      {camera?.type === ORBIT_CAMERA ? (
        <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          <strong>{camera.name}</strong>
          <button type="button" data-testid="orbit-camera-add" onClick={() => show(animation.addCamera(camera.id, cameraValues(services, camera.id), camera.name))}>{t('orbitCameraAnimation.add')}</button>
          <button type="button" data-testid="orbit-camera-disconnect" onClick={() => show(animation.disconnectCamera(camera.id, camera.name))}>{t('orbitCameraAnimation.disconnect')}</button>
        </div>
      ) : (
        <p style={{ margin: 0, color: 'var(--kf-text-dim, #999)' }}>{t('orbitCameraAnimation.select')}</p>
      )}
    </div>
  );
}

/** The panel bound to the services captured at activation. */
export function orbitCameraPanelFor(services: OrbitCameraServices): ComponentType<PanelProps> {
  return function BoundOrbitCameraPanel(props: PanelProps) {
    return <OrbitCameraPanel {...props} services={services} />;
  };
}
