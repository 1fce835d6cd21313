import { TEXTURE_VALUE_LIMITS } from '../../sdk/index.js';
import type { GradientStop, TextureGradientValue, TranslateFn } from '../../sdk/index.js';

function hex(stop: GradientStop): string {
  return `#${[stop.red, stop.green, stop.blue].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function fromHex(text: string): Pick<GradientStop, 'red' | 'green' | 'blue'> | undefined {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(text);
  return m ? { red: parseInt(m[1] as string, 16), green: parseInt(m[2] as string, 16), blue: parseInt(m[3] as string, 16) } : undefined;
}

function clamp(value: number, min: number, max: number, fallback: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

/** A stop between the last two (or after the last), coloured like its neighbour. */
function newStop(stops: readonly GradientStop[]): GradientStop {
  const last = stops[stops.length - 1] as GradientStop;
  const before = stops[stops.length - 2] ?? last;
  return { ...last, pct: Math.round((before.pct + last.pct) / 2) };
}

/** The linear gradient editor: angle, and per stop its colour, alpha (0..1) and position (0..100 %). At least 2 stops. */
export function GradientEditor({ gradient, readOnly, t, onChange, onClose }: {
  gradient: TextureGradientValue; readOnly: boolean; t: TranslateFn; onChange(next: TextureGradientValue): void; onClose(): void;
}) {
  const stops = gradient.colors;
  const setStop = (index: number, patch: Partial<GradientStop>) =>
    onChange({ ...gradient, colors: stops.map((s, i) => (i === index ? { ...s, ...patch } : s)) });
  const canRemove = stops.length > TEXTURE_VALUE_LIMITS.minStops;
  const canAdd = stops.length < TEXTURE_VALUE_LIMITS.maxStops;
  return (
    <div className="kf-texture-gradient" data-testid="texture-gradient-editor">
      <label className="kf-texture-row">
        <span>{t('texture.gradient.angle')}</span>
        <input type="number" min={-360} max={360} value={gradient.deg} disabled={readOnly} data-testid="texture-gradient-angle"
          onChange={(e) => onChange({ ...gradient, deg: clamp(e.target.valueAsNumber, -360, 360, gradient.deg) })} />
      </label>
      <div className="kf-texture-row kf-texture-gradient-head" aria-hidden>
        <span>{t('texture.gradient.color')}</span><span>{t('texture.gradient.alpha')}</span><span>{t('texture.gradient.position')}</span>
      </div>
      {stops.map((stop, i) => (
        <div className="kf-texture-row" key={i} data-testid={`texture-gradient-stop-${i}`}>
          <input type="color" aria-label={t('texture.gradient.color')} value={hex(stop)} disabled={readOnly} data-testid={`texture-gradient-color-${i}`}
            onChange={(e) => { const c = fromHex(e.target.value); if (c) setStop(i, c); }} />
          <input type="number" aria-label={t('texture.gradient.alpha')} title={t('texture.gradient.alpha')} min={0} max={1} step={0.05} value={stop.alpha} disabled={readOnly}
            data-testid={`texture-gradient-alpha-${i}`} onChange={(e) => setStop(i, { alpha: clamp(e.target.valueAsNumber, 0, 1, stop.alpha) })} />
          <input type="number" aria-label={t('texture.gradient.position')} title={t('texture.gradient.position')} min={0} max={100} value={stop.pct} disabled={readOnly}
            data-testid={`texture-gradient-pct-${i}`} onChange={(e) => setStop(i, { pct: clamp(e.target.valueAsNumber, 0, 100, stop.pct) })} />
          <button type="button" disabled={readOnly || !canRemove} title={t('texture.gradient.remove')} aria-label={t('texture.gradient.remove')}
            onClick={() => onChange({ ...gradient, colors: stops.filter((_, j) => j !== i) })}>×</button>
        </div>
      ))}
      <div className="kf-texture-row">
        <button type="button" disabled={readOnly || !canAdd} data-testid="texture-gradient-add"
          onClick={() => onChange({ ...gradient, colors: [...stops, newStop(stops)].sort((a, b) => a.pct - b.pct) })}>{t('texture.gradient.add')}</button>
        <button type="button" data-testid="texture-gradient-close" onClick={onClose}>{t('texture.gradient.close')}</button>
      </div>
    </div>
  );
}
