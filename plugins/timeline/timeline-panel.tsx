import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { EASING_NAMES, featureLock } from '../../sdk/index.js';
import { PadlockIcon } from './padlock-icon.js';
import { PlanLock } from './plan-lock.js';
import type { AnimationTrack, JsonValue, KeyframeAnimation, KeyInterpolation, NodeId, PanelProps } from '../../sdk/index.js';
import { fitScale, MAX_ZOOM, MIN_ZOOM, rulerTicks, snapTime, timeAt } from './ruler-scale.js';
import type { TimelineServices } from './timeline-services.js';
import { useTimelineState } from './use-timeline-state.js';

const INTERPOLATIONS: readonly KeyInterpolation[] = ['linear', 'step', 'ease'];
/** Blank space after the end of the animation, in pixels. */
const TAIL = 40;
/** Blank space before 0 s, so a key at 0 shows whole. */
const PAD = 8;

interface Props extends PanelProps {
  readonly services: TimelineServices;
}

interface ClipboardKey {
  readonly nodeId: NodeId;
  readonly property: string;
  readonly offset: number;
  readonly value: JsonValue;
}

/** Tracks grouped by node, in first-seen order. */
function groupByNode(tracks: readonly AnimationTrack[]): { nodeId: NodeId; tracks: AnimationTrack[] }[] {
  const groups = new Map<NodeId, AnimationTrack[]>();
  for (const track of tracks) groups.set(track.nodeId, [...(groups.get(track.nodeId) ?? []), track]);
  return [...groups].map(([nodeId, list]) => ({ nodeId, tracks: list }));
}

/** The timeline window (spec 000): animations, their tracks by node, keys on a ruler, playhead and playback controls. */
export function TimelinePanel({ services }: Props) {
  const { animation, document, t, notifications } = services;
  const { animations, current, state, time } = useTimelineState(services);
  // Zoom 1 fits the animation to the lanes; the zoom buttons and Ctrl+wheel scale from there.
  const [zoom, setZoom] = useState(1);
  const [lanes, setLanes] = useState<HTMLDivElement | null>(null);
  const [lanesWidth, setLanesWidth] = useState(0);
  useEffect(() => {
    if (!lanes) return undefined;
    const observer = new ResizeObserver(() => setLanesWidth(lanes.clientWidth));
    observer.observe(lanes);
    setLanesWidth(lanes.clientWidth);
    return () => observer.disconnect();
  }, [lanes]);
  const fit = fitScale(lanesWidth, current?.duration ?? 0, PAD + TAIL);
  const pxPerSecond = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, fit * zoom));
  const zoomBy = (factor: number) => setZoom((z) => Math.min(MAX_ZOOM / fit, Math.max(MIN_ZOOM / fit, z * factor)));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [selectedTrack, setSelectedTrack] = useState<string>();
  const clipboard = useRef<ClipboardKey[]>([]);
  const drag = useRef<{ ids: string[]; startX: number; applied: number; mergeKey: string } | undefined>(undefined);
  const keyframes = animations.filter((a): a is KeyframeAnimation => a.kind === 'keyframe');
  const scale = { pxPerSecond };
  const lockId = useId();
  const lock = featureLock(services.permissions, 'animationKeyframes');

  const report = (action: () => void) => {
    try {
      action();
    } catch (error) {
      notifications?.notify('error', error instanceof Error ? error.message : String(error));
    }
  };
  const trackKey = (tr: { nodeId: string; property: string }) => `${tr.nodeId}\u0000${tr.property}`;
  const selectedKeys = current ? current.tracks.flatMap((tr) => tr.keys.filter((k) => selected.has(k.id)).map((k) => ({ track: tr, key: k }))) : [];

  const addKey = () => {
    if (!current) return;
    const track = current.tracks.find((tr) => trackKey(tr) === selectedTrack);
    if (!current.tracks.length) {
      notifications?.notify('warning', t('timeline.noKeyTarget'));
      return;
    }
    report(() => {
      const count = animation.addKeysAtTime(current.id, time, track ? [track] : undefined);
      notifications?.notify('success', t('timeline.keysAdded', { count, time: time.toFixed(2) }));
    });
  };
  const deleteKeys = () => {
    if (!current || !selected.size) return;
    report(() => animation.removeKeys(current.id, [...selected]));
    setSelected(new Set());
  };
  const togglePlay = () => (state === 'playing' ? animation.pause() : animation.play());
  const copyKeys = () => {
    if (!selectedKeys.length) return;
    const start = Math.min(...selectedKeys.map((s) => s.key.time));
    clipboard.current = selectedKeys.map(({ track, key }) => ({ nodeId: track.nodeId, property: track.property, offset: key.time - start, value: key.value }));
    notifications?.notify('info', t('timeline.copied', { count: selectedKeys.length }));
  };
  const pasteKeys = () => {
    if (!current || !clipboard.current.length) return;
    const items = clipboard.current;
    report(() => {
      for (const item of items) animation.setKey(current.id, item.nodeId, item.property, time + item.offset, item.value);
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, select, textarea')) return;
    const ctrl = event.ctrlKey || event.metaKey;
    if (event.key === ' ') togglePlay();
    else if (!ctrl && (event.key === 'k' || event.key === 'K')) addKey();
    else if (event.key === 'Delete' || event.key === 'Backspace') deleteKeys();
    else if (ctrl && event.key.toLowerCase() === 'c') copyKeys();
    else if (ctrl && event.key.toLowerCase() === 'v') pasteKeys();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const scrubAt = (event: PointerEvent<HTMLElement>, element: HTMLElement) => {
    const x = event.clientX - element.getBoundingClientRect().left - PAD;
    animation.seek(snapTime(timeAt(scale, x)));
  };
  const onRulerDown = (event: PointerEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    element.setPointerCapture?.(event.pointerId);
    scrubAt(event, element);
  };
  const onRulerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.buttons & 1) scrubAt(event, event.currentTarget);
  };

  const onKeyPointerDown = (event: PointerEvent<HTMLButtonElement>, keyId: string, track: AnimationTrack) => {
    event.stopPropagation();
    const next = new Set(event.shiftKey ? selected : []);
    if (event.shiftKey && next.has(keyId)) next.delete(keyId);
    else next.add(keyId);
    setSelected(next);
    setSelectedTrack(trackKey(track));
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { ids: [...next], startX: event.clientX, applied: 0, mergeKey: `timeline.drag.${Date.now()}` };
    (event.currentTarget.closest('[data-testid="timeline-panel"]') as HTMLElement | null)?.focus();
  };
  const onKeyPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || !current || !(event.buttons & 1)) return;
    const wanted = snapTime((event.clientX - d.startX) / pxPerSecond);
    if (wanted === d.applied) return;
    const step = wanted - d.applied;
    d.applied = wanted;
    report(() => animation.moveKeys(current.id, d.ids, step, d.mergeKey));
  };
  const onKeyPointerUp = () => {
    drag.current = undefined;
  };

  const width = current ? PAD + current.duration * pxPerSecond + TAIL : 0;
  const single = selectedKeys.length === 1 ? selectedKeys[0].key : undefined;
  return (
    <div className="kf-timeline" data-testid="timeline-panel" tabIndex={0} onKeyDown={onKeyDown} aria-label={t('timeline.title')}>
      <div className="kf-timeline-toolbar" role="toolbar">
        <label>
          {t('timeline.animation')}{' '}
          <select data-testid="timeline-animation-select" value={current?.id ?? ''} onChange={(e) => animation.setCurrent(e.target.value || undefined)}>
            <option value="">{t('timeline.none')}</option>
            {keyframes.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
          </select>
        </label>
        <button type="button" data-testid="timeline-new" onClick={() => report(() => animation.createAnimation(''))}>{t('timeline.new')}</button>
        {lock && <PlanLock lock={lock} id={lockId} upgradeLabel={t('timeline.upgrade')} />}
        {current && (
          <>
            <button type="button" data-testid="timeline-delete" onClick={() => report(() => animation.deleteAnimation(current.id))}>{t('timeline.delete')}</button>
            <label>
              {t('timeline.name')}{' '}
              <input
                key={`name-${current.id}-${current.name}`}
                data-testid="timeline-name"
                defaultValue={current.name}
                size={12}
                onBlur={(e) => e.target.value !== current.name && report(() => animation.updateAnimation(current.id, { name: e.target.value }))}
                onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
              />
            </label>
            <span className="kf-timeline-sep" />
            <button type="button" data-testid="timeline-play" aria-pressed={state === 'playing'} onClick={togglePlay}>
              {state === 'playing' ? `⏸ ${t('timeline.pause')}` : `▶ ${t('timeline.play')}`}
            </button>
            <button type="button" data-testid="timeline-stop" onClick={() => animation.stop()}>■ {t('timeline.stop')}</button>
            <label><input type="checkbox" data-testid="timeline-loop" checked={current.loop} onChange={(e) => report(() => animation.updateAnimation(current.id, { loop: e.target.checked }))} /> {t('timeline.loop')}</label>
            <label><input type="checkbox" data-testid="timeline-swing" checked={current.swing} onChange={(e) => report(() => animation.updateAnimation(current.id, { swing: e.target.checked }))} /> {t('timeline.swing')}</label>
            <NumberField testId="timeline-speed" label={t('timeline.speed')} value={current.speed} onCommit={(v) => report(() => animation.updateAnimation(current.id, { speed: v }))} />
            <NumberField testId="timeline-duration" label={t('timeline.duration')} value={current.duration} onCommit={(v) => report(() => animation.updateAnimation(current.id, { duration: v }))} />
            <span className="kf-timeline-time" data-testid="timeline-time">{t('timeline.time')} {time.toFixed(2)} s</span>
            <span className="kf-timeline-sep" />
            <button type="button" data-testid="timeline-add-key" data-locked={lock ? 'true' : undefined} title={lock?.reason} aria-describedby={lock ? lockId : undefined} onClick={addKey}>
              {lock ? <PadlockIcon /> : '◆'} {t('timeline.addKey')}
            </button>
            <button type="button" data-testid="timeline-delete-keys" disabled={!selected.size} onClick={deleteKeys}>{t('timeline.deleteKeys')}</button>
            <button type="button" data-testid="timeline-zoom-out" aria-label={t('timeline.zoomOut')} onClick={() => zoomBy(1 / 1.5)}>−</button>
            <button type="button" data-testid="timeline-zoom-in" aria-label={t('timeline.zoomIn')} onClick={() => zoomBy(1.5)}>+</button>
            {single && (
              <>
                <label>
                  {t('timeline.interpolation')}{' '}
                  <select
                    data-testid="timeline-interpolation"
                    value={single.interpolation ?? 'linear'}
                    onChange={(e) => report(() => animation.setKeyInterpolation(current.id, single.id, e.target.value as KeyInterpolation, single.easing))}
                  >
                    {INTERPOLATIONS.map((i) => <option key={i} value={i}>{t(`timeline.interpolation.${i}`)}</option>)}
                  </select>
                </label>
                {single.interpolation === 'ease' && (
                  <label>
                    {t('timeline.easing')}{' '}
                    <select data-testid="timeline-easing" value={single.easing ?? 'easeInOutQuad'} onChange={(e) => report(() => animation.setKeyInterpolation(current.id, single.id, 'ease', e.target.value))}>
                      {EASING_NAMES.map((n) => <option key={n} value={n}>{n}</option>)}
                    </select>
                  </label>
                )}
              </>
            )}
          </>
        )}
      </div>
      {!current && <p className="kf-timeline-empty">{t('timeline.empty')}</p>}
      {current && (
        <div className="kf-timeline-body">
          <div className="kf-timeline-labels">
            <div className="kf-timeline-ruler-spacer" />
            {groupByNode(current.tracks).map((group) => (
              <div key={group.nodeId}>
                <div className="kf-timeline-node">{document.get(group.nodeId)?.name ?? group.nodeId}</div>
                {group.tracks.map((tr) => (
                  <button
                    type="button"
                    key={tr.property}
                    className="kf-timeline-label"
                    data-testid="timeline-track"
                    aria-pressed={trackKey(tr) === selectedTrack}
                    onClick={() => setSelectedTrack(trackKey(tr))}
                  >
                    {tr.property}
                  </button>
                ))}
              </div>
            ))}
            {current.tracks.length === 0 && <p className="kf-timeline-empty">{t('timeline.noTracks')}</p>}
          </div>
          <div
            className="kf-timeline-lanes"
            ref={setLanes}
            onWheel={(e) => {
              if (!e.ctrlKey) return;
              e.preventDefault();
              zoomBy(e.deltaY < 0 ? 1.2 : 1 / 1.2);
            }}
          >
            <div className="kf-timeline-content" style={{ width }}>
              <div
                className="kf-timeline-ruler"
                data-testid="timeline-ruler"
                data-px-per-second={pxPerSecond}
                role="slider"
                aria-label={t('timeline.ruler')}
                aria-valuemin={0}
                aria-valuemax={current.duration}
                aria-valuenow={time}
                onPointerDown={onRulerDown}
                onPointerMove={onRulerMove}
              >
                {rulerTicks(scale, current.duration).map((tick) => (
                  <span key={tick.time} className={tick.major ? 'kf-tick kf-tick-major' : 'kf-tick'} style={{ left: PAD + tick.time * pxPerSecond }}>
                    {tick.major && <span className="kf-tick-label">{tick.time}</span>}
                  </span>
                ))}
              </div>
              {groupByNode(current.tracks).map((group) => (
                <div key={group.nodeId}>
                  <div className="kf-timeline-node-lane" />
                  {group.tracks.map((tr) => (
                    <div key={tr.property} className="kf-timeline-lane" data-testid={`timeline-track-${tr.nodeId}-${tr.property}`} onPointerDown={() => setSelected(new Set())}>
                      {tr.keys.map((k) => (
                        <button
                          key={k.id}
                          type="button"
                          className="kf-timeline-key"
                          data-testid="timeline-key"
                          data-time={k.time}
                          aria-pressed={selected.has(k.id)}
                          aria-label={t('timeline.key', { time: k.time })}
                          style={{ left: PAD + k.time * pxPerSecond }}
                          onPointerDown={(e) => onKeyPointerDown(e, k.id, tr)}
                          onPointerMove={onKeyPointerMove}
                          onPointerUp={onKeyPointerUp}
                        />
                      ))}
                    </div>
                  ))}
                </div>
              ))}
              <div className="kf-timeline-playhead" data-testid="timeline-playhead" style={{ left: PAD + time * pxPerSecond }} />
            </div>
          </div>
        </div>
      )}
      <div className="kf-timeline-hint">{t('timeline.hint')}</div>
    </div>
  );
}

/** A number input that commits on Enter or blur. */
function NumberField({ testId, label, value, onCommit }: { testId: string; label: string; value: number; onCommit(value: number): void }) {
  return (
    <label>
      {label}{' '}
      <input
        key={`${testId}-${value}`}
        data-testid={testId}
        type="number"
        step="0.1"
        defaultValue={value}
        style={{ width: 56 }}
        onBlur={(e) => {
          const next = Number(e.target.value);
          if (next !== value) onCommit(e.target.value.trim() === '' ? Number.NaN : next);
        }}
        onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
      />
    </label>
  );
}
