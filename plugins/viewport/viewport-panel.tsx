import { useEffect, useRef, useState } from 'react';
import type { ComponentType, DragEvent } from 'react';
import type { BuiltinResourceDrag, CommandService, ComponentDrag, ImportModelsArgs, GizmoMode, PanelProps, SceneAssetsService, SettingsService, TestHooksService, ViewportLayout } from '../../sdk/index.js';
import { BUILTIN_RESOURCE_MIME, COMPONENT_MIME, ViewportCommandIds } from '../../sdk/index.js';
import { ViewportEngine } from './viewport-engine.js';
import type { ViewportEngineServices } from './viewport-engine.js';
import { LAYOUT_VIEWS, windowRects } from './views.js';
import { VIEWPORT_QUALITIES, VIEWPORT_QUALITY_SETTING, viewportQuality, viewportQualityName } from './viewport-quality.js';
import type { ViewportQualityName } from './viewport-quality.js';
import './viewport.css';

/** What the panel needs, captured when the plugin activates. */
export interface ViewportPanelServices extends ViewportEngineServices {
  readonly assets: SceneAssetsService;
  readonly commands: CommandService | undefined;
  /** The test build's hooks (the e2e suite reaches the engine as window.__kfViewport); undefined in production. */
  readonly testHooks: TestHooksService | undefined;
  /** Where the quality preset is kept; without it the view draws at the best quality. */
  readonly settings: SettingsService | undefined;
  t(key: string, values?: Record<string, string | number>): string;
}

const LAYOUTS: readonly ViewportLayout[] = ['single', 'double', 'quad'];
const GIZMOS: readonly Exclude<GizmoMode, 'none'>[] = ['move', 'rotate', 'scale'];

function useObservable<T>(subscribe: (next: (value: T) => void) => () => void, initial: T): T {
  const [value, setValue] = useState(initial);
  useEffect(() => subscribe(setValue), [subscribe]);
  return value;
}

/** Create the viewport panel component bound to the kernel's services. */
export function createViewportPanel(services: ViewportPanelServices): ComponentType<PanelProps> {
  const { t } = services;
  const subscribeLayout = (next: (v: ViewportLayout) => void) => {
    const s = services.viewport.onDidChangeLayout.subscribe(next);
    return () => s.unsubscribe();
  };
  const subscribeGizmo = (next: (v: GizmoMode) => void) => {
    const s = services.viewport.onDidChangeGizmo.subscribe(next);
    return () => s.unsubscribe();
  };
  const subscribeEffects = (next: (v: boolean) => void) => {
    const s = services.viewport.onDidChangeEffectsShown.subscribe(next);
    return () => s.unsubscribe();
  };
  const qualityName = () => viewportQualityName(services.settings?.get(VIEWPORT_QUALITY_SETTING));
  const subscribeQuality = (next: (v: ViewportQualityName) => void) => {
    const s = services.settings?.onDidChange.subscribe((key) => {
      if (key === VIEWPORT_QUALITY_SETTING) next(qualityName());
    });
    return () => s?.unsubscribe();
  };
  const subscribeProgress = (next: (v: number | undefined) => void) => {
    const s = services.assets.onDidProgress.subscribe(next);
    return () => s.unsubscribe();
  };

  return function ViewportPanel({ visible }: PanelProps) {
    const hostRef = useRef<HTMLDivElement>(null);
    const canvasRef = useRef<HTMLCanvasElement>(null);
    const engineRef = useRef<ViewportEngine | undefined>(undefined);
    const statsRef = useRef<HTMLDivElement>(null);
    const [failure, setFailure] = useState<string>();
    const [dragging, setDragging] = useState(false);
    const layout = useObservable(subscribeLayout, services.viewport.layout);
    const gizmo = useObservable(subscribeGizmo, services.viewport.gizmo);
    const effectsShown = useObservable(subscribeEffects, services.viewport.effectsShown);
    const progress = useObservable(subscribeProgress, undefined as number | undefined);
    const quality = useObservable(subscribeQuality, qualityName());

    useEffect(() => {
      const canvas = canvasRef.current!;
      let engine: ViewportEngine;
      try {
        engine = new ViewportEngine(canvas, { ...services, quality: viewportQuality(qualityName()) });
      } catch (error) {
        console.error(error);
        setFailure(t('viewport.webglMissing'));
        return;
      }
      engineRef.current = engine;
      const exposed = services.testHooks?.expose('Viewport', engine);
      const observer = new ResizeObserver(() => engine.resize());
      observer.observe(hostRef.current!);
      // The overlay's text is written directly (no React render per update), and only while the view is shown.
      const showStats = () => {
        const element = statsRef.current;
        if (!element || !engine.isRunning) return;
        const text = t('viewport.stats', { ...engine.stats() });
        if (element.textContent !== text) element.textContent = text;
      };
      showStats();
      const timer = setInterval(showStats, 1000);
      return () => {
        clearInterval(timer);
        observer.disconnect();
        engine.dispose();
        engineRef.current = undefined;
        exposed?.dispose();
      };
    }, []);

    useEffect(() => {
      engineRef.current?.setQuality(viewportQuality(quality));
    }, [quality]);

    useEffect(() => {
      engineRef.current?.setRunning(visible);
      if (visible) engineRef.current?.resize();
    }, [visible, failure]);

    const onDrop = (event: DragEvent) => {
      setDragging(false);
      const builtin = event.dataTransfer.getData(BUILTIN_RESOURCE_MIME);
      if (builtin) {
        event.preventDefault();
        // The node under the drop point is the target (a material dropped on a mesh applies to that mesh).
        const { target, at } = engineRef.current?.dropAt(event.clientX, event.clientY) ?? {};
        const drag: BuiltinResourceDrag = { ...(JSON.parse(builtin) as BuiltinResourceDrag), ...(target !== undefined ? { target } : {}), ...(at ? { at } : {}) };
        void services.commands?.execute(ViewportCommandIds.insertBuiltin, drag).catch(() => undefined);
        return;
      }
      const component = event.dataTransfer.getData(COMPONENT_MIME);
      if (component) {
        event.preventDefault();
        // The component goes where it is dropped: the surface under the pointer, else the ground.
        const { at } = engineRef.current?.dropAt(event.clientX, event.clientY) ?? {};
        const { componentId } = JSON.parse(component) as ComponentDrag;
        const drag: ComponentDrag = { componentId: String(componentId), ...(at ? { at } : {}) };
        void services.commands?.execute(ViewportCommandIds.insertComponent, drag).catch(() => undefined);
        return;
      }
      const files = Array.from(event.dataTransfer.files);
      if (!files.length) return;
      event.preventDefault();
      const { at } = engineRef.current?.dropAt(event.clientX, event.clientY) ?? {};
      const args: ImportModelsArgs = { files, ...(at ? { at } : {}) };
      void services.commands?.execute(ViewportCommandIds.importModels, args).catch(() => undefined);
    };
    const onDragOver = (event: DragEvent) => {
      const types = Array.from(event.dataTransfer.types);
      if (!types.includes('Files') && !types.includes(BUILTIN_RESOURCE_MIME) && !types.includes(COMPONENT_MIME)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    };

    const rects = windowRects(LAYOUT_VIEWS[layout].length);
    return (
      <div className="kf-viewport" ref={hostRef} onDrop={onDrop} onDragOver={onDragOver} onDragLeave={() => setDragging(false)}>
        <div className="kf-viewport-toolbar" role="toolbar">
          {LAYOUTS.map((l) => (
            <button key={l} type="button" data-testid={`viewport-layout-${l}`} aria-pressed={layout === l} onClick={() => services.viewport.setLayout(l)}>
              {t(`viewport.layout.${l}`)}
            </button>
          ))}
          <span className="kf-viewport-sep" />
          {GIZMOS.map((g) => (
            <button key={g} type="button" data-testid={`viewport-gizmo-${g}`} aria-pressed={gizmo === g} onClick={() => services.viewport.setGizmo(gizmo === g ? 'none' : g)}>
              {t(`viewport.gizmo.${g}`)}
            </button>
          ))}
          <span className="kf-viewport-sep" />
          <button type="button" data-testid="viewport-frame" onClick={() => services.viewport.frameSelection()}>{t('viewport.frameSelection')}</button>
          <button type="button" data-testid="viewport-effects" aria-pressed={effectsShown} title={t('viewport.effectsHint')} onClick={() => services.viewport.setEffectsShown(!effectsShown)}>
            {t('viewport.effects')}
          </button>
          {services.settings && (
            <label className="kf-viewport-quality" title={t('viewport.qualityHint')}>
              {t('viewport.quality')}
              <select data-testid="viewport-quality" value={quality} onChange={(event) => services.settings?.set(VIEWPORT_QUALITY_SETTING, event.target.value)}>
                {VIEWPORT_QUALITIES.map((q) => <option key={q} value={q}>{t(`viewport.quality.${q}`)}</option>)}
              </select>
            </label>
          )}
        </div>
        <div className="kf-viewport-stage">
          <div className="kf-viewport-frame">
            <canvas ref={canvasRef} className="kf-viewport-canvas" data-testid="viewport-canvas" data-layout={layout} tabIndex={0} />
            {LAYOUT_VIEWS[layout].map((kind, i) => (
              <span key={kind} className="kf-viewport-label" style={{ left: `${rects[i][0] * 100}%`, top: `${(1 - rects[i][1] - rects[i][3]) * 100}%` }} data-testid={`viewport-view-${kind}`}>
                {t(`viewport.view.${kind}`)}
              </span>
            ))}
          </div>
          <div className="kf-viewport-stats" data-testid="viewport-stats" ref={statsRef} />
          {progress !== undefined && (
            <div className="kf-viewport-progress" data-testid="viewport-upload-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)}>
              <div style={{ width: `${Math.round(progress * 100)}%` }} />
              <span>{t('viewport.uploading', { percent: Math.round(progress * 100) })}</span>
            </div>
          )}
          {dragging && <div className="kf-viewport-drop">{t('viewport.dropHint')}</div>}
          {failure && <p className="kf-viewport-failure" role="alert">{failure}</p>}
        </div>
      </div>
    );
  };
}
