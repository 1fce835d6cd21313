import { useRef, useState, type KeyboardEvent } from 'react';
import type { TranslateFn } from '../../sdk/index.js';
import { ColorFieldInput, HexInput } from './color-fields.js';
import { hsvToRgb, parseHex, rgbaToCss, rgbaToHex, rgbToHsv, roundTo, type Hsva, type Rgba } from './color-convert.js';
import type { ColorModel } from './color-value.js';
import { GradientBar } from './gradient-bar.js';
import {
  degToDirection, directionToDeg, distributeEvenly, gradientFromColor, gradientToCss, MIN_GRADIENT_STOPS, moveStop, removeStop,
  setStopColor, stopToRgba, type GradientDirection, type GradientValue,
} from './gradient.js';
import { GRADIENT_PRESETS, presetColorAt, SINGLE_PRESETS } from './presets.js';
import { usePointerDrag } from './use-pointer-drag.js';

/** Palette width in px (spec 001 §9). */
export const PALETTE_WIDTH = 255;
/** Palette height in px. */
export const PALETTE_HEIGHT = 150;
/** Hue and alpha bar width in px (spec 001 §9). */
export const BAR_WIDTH = 240;

/** What the picker body needs. */
export interface ColorPickerProps {
  /** The value when the popup opened (the "initial" swatch; Cancel goes back to it). */
  readonly initial: ColorModel;
  /** The model shown now. */
  readonly model: ColorModel;
  /** Whether gradients may be picked (the 'color' type). */
  readonly allowGradient: boolean;
  /** Whether alpha is edited (not for color3). */
  readonly allowAlpha: boolean;
  readonly t: TranslateFn;
  /** Every change (live preview). */
  readonly onModel: (model: ColorModel) => void;
  readonly onOk: () => void;
  readonly onCancel: () => void;
  /** Pick from the screen; undefined when the user cancelled. */
  readonly onPipette: () => Promise<Rgba | undefined>;
}

const DIRECTIONS: readonly GradientDirection[] = ['up', 'down', 'left', 'right'];
const ARROWS: Readonly<Record<GradientDirection, string>> = { up: '↑', down: '↓', left: '←', right: '→' };

function currentColor(model: ColorModel, selected: number): Rgba {
  if (model.kind === 'single') return model.color;
  const stop = model.gradient.colors[Math.min(selected, model.gradient.colors.length - 1)];
  return stop ? stopToRgba(stop) : { r: 0, g: 0, b: 0, a: 1 };
}

function modelCss(model: ColorModel): string {
  return model.kind === 'single' ? rgbaToCss(model.color) : gradientToCss(model.gradient);
}

/** The colour picker popup body: palette, hue/alpha bars, readout, fields, gradient tools, swatches, presets, pipette. */
export function ColorPicker({ initial, model, allowGradient, allowAlpha, t, onModel, onOk, onCancel, onPipette }: ColorPickerProps) {
  const [selected, setSelected] = useState(0);
  const color = currentColor(model, selected);
  // keep hue and saturation when the colour is grey or black (they cannot be read back from RGB)
  const hsvRef = useRef<Hsva>(rgbToHsv(color));
  const fromRgb = rgbToHsv(color);
  if (hsvToRgb(hsvRef.current).r !== color.r || hsvToRgb(hsvRef.current).g !== color.g || hsvToRgb(hsvRef.current).b !== color.b) {
    hsvRef.current = { ...fromRgb, h: fromRgb.s === 0 || fromRgb.v === 0 ? hsvRef.current.h : fromRgb.h, s: fromRgb.v === 0 ? hsvRef.current.s : fromRgb.s };
  }
  hsvRef.current = { ...hsvRef.current, a: color.a };
  const hsv = hsvRef.current;

  const setColor = (next: Rgba, nextHsv?: Hsva) => {
    const c = allowAlpha ? next : { ...next, a: 1 };
    if (nextHsv) hsvRef.current = { ...nextHsv, a: c.a };
    if (model.kind === 'single') onModel({ kind: 'single', color: c });
    else onModel({ kind: 'gradient', gradient: setStopColor(model.gradient, selected, c) });
  };
  const setHsv = (next: Hsva) => setColor(hsvToRgb(next), next);
  const setGradient = (gradient: GradientValue, index = selected) => {
    setSelected(Math.max(0, Math.min(index, gradient.colors.length - 1)));
    onModel({ kind: 'gradient', gradient });
  };

  const onPalette = usePointerDrag(({ fx, fy }) => setHsv({ ...hsv, s: roundTo(fx * 100, 2), v: roundTo((1 - fy) * 100, 2) }));
  const onHue = usePointerDrag(({ fx }) => setHsv({ ...hsv, h: roundTo(fx * 360, 2) }));
  const onAlpha = usePointerDrag(({ fx }) => setColor({ ...color, a: roundTo(fx, 2) }));

  const arrows = (event: KeyboardEvent<HTMLElement>, apply: (dx: number, dy: number) => void) => {
    const big = event.shiftKey ? 10 : 1;
    const map: Record<string, [number, number]> = { ArrowLeft: [-big, 0], ArrowRight: [big, 0], ArrowUp: [0, big], ArrowDown: [0, -big] };
    const d = map[event.key];
    if (!d) return;
    event.preventDefault();
    apply(d[0], d[1]);
  };
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, v));

  const switchKind = (kind: 'single' | 'gradient') => {
    if (kind === model.kind) return;
    if (kind === 'gradient') {
      setSelected(0);
      onModel({ kind: 'gradient', gradient: initial.kind === 'gradient' ? initial.gradient : gradientFromColor(color) });
    } else {
      onModel({ kind: 'single', color });
    }
  };

  const pickScreen = async () => {
    const picked = await onPipette();
    if (picked) setColor({ ...picked, a: color.a });
  };

  const rgb = `${Math.round(color.r)}, ${Math.round(color.g)}, ${Math.round(color.b)}`;
  const hsvText = `${Math.round(hsv.h)}°, ${Math.round(hsv.s)}%, ${Math.round(hsv.v)}%`;
  const gradient = model.kind === 'gradient' ? model.gradient : undefined;
  const direction = gradient ? degToDirection(gradient.deg) : undefined;

  return (
    <div className="kf-cp" onKeyDown={(e) => { if (e.key === 'Escape') { e.stopPropagation(); onCancel(); } }}>
      {allowGradient && (
        <div className="kf-cp__tabs" role="tablist">
          <button type="button" role="tab" data-testid="color-single-tab" aria-selected={model.kind === 'single'} className="kf-cp__tab" onClick={() => switchKind('single')}>
            {t('editorColor.monochrome')}
          </button>
          <button type="button" role="tab" data-testid="color-gradient-tab" aria-selected={model.kind === 'gradient'} className="kf-cp__tab" onClick={() => switchKind('gradient')}>
            {t('editorColor.gradient')}
          </button>
        </div>
      )}

      {gradient && (
        <div className="kf-cp__gradient">
          <div className="kf-cp__row">
            <GradientBar gradient={gradient} selected={selected} hint={t('editorColor.barHint')} onChange={(g, i) => setGradient(g, i)} />
            <button
              type="button"
              className="kf-cp__icon-btn"
              data-testid="color-stop-remove"
              title={t('editorColor.removeStop')}
              aria-label={t('editorColor.removeStop')}
              disabled={gradient.colors.length <= MIN_GRADIENT_STOPS}
              onClick={() => setGradient(removeStop(gradient, selected), Math.max(0, selected - 1))}
            >
              ✕
            </button>
          </div>
          <div className="kf-cp__row kf-cp__tools">
            {DIRECTIONS.map((d) => (
              <button
                key={d}
                type="button"
                className="kf-cp__icon-btn"
                data-testid={`color-direction-${d}`}
                title={t(`editorColor.${d}`)}
                aria-label={t(`editorColor.${d}`)}
                aria-pressed={direction === d}
                onClick={() => setGradient({ ...gradient, deg: directionToDeg(d) })}
              >
                {ARROWS[d]}
              </button>
            ))}
            <label className="kf-cp__check" title={t('editorColor.linearHint')}>
              <input
                type="checkbox"
                data-testid="color-linear"
                checked={!gradient.hardStop}
                onChange={(e) => setGradient({ ...gradient, hardStop: e.target.checked ? undefined : true })}
              />
              {t('editorColor.linear')}
            </label>
            <button
              type="button"
              className="kf-cp__icon-btn kf-cp__even"
              data-testid="color-even"
              title={t('editorColor.even')}
              aria-label={t('editorColor.even')}
              onClick={() => setGradient(distributeEvenly(gradient))}
            >
              <svg width="14" height="12" viewBox="0 0 14 12" aria-hidden="true"><path d="M1 1h1.5v10H1zM6.25 1h1.5v10h-1.5zM11.5 1H13v10h-1.5zM2.5 5.25h3.75v1.5H2.5zM7.75 5.25h3.75v1.5H7.75z" fill="currentColor" /></svg>
            </button>
          </div>
        </div>
      )}

      <div
        className="kf-cp__palette"
        data-testid="color-palette"
        role="slider"
        aria-label={t('editorColor.palette')}
        aria-valuenow={Math.round(hsv.s)}
        style={{ width: PALETTE_WIDTH, height: PALETTE_HEIGHT, background: `linear-gradient(to top, #000, transparent), linear-gradient(to right, #fff, hsl(${hsv.h}, 100%, 50%))` }}
        tabIndex={0}
        onPointerDown={onPalette}
        onKeyDown={(e) => arrows(e, (dx, dy) => setHsv({ ...hsv, s: clamp(hsv.s + dx, 100), v: clamp(hsv.v + dy, 100) }))}
      >
        <span className="kf-cp__palette-cursor" style={{ left: `${hsv.s}%`, top: `${100 - hsv.v}%`, background: rgbaToCss({ ...color, a: 1 }) }} />
      </div>

      <div className="kf-cp__bars-row">
        <div className="kf-cp__bars">
          <div className="kf-cp__bar kf-cp__hue" data-testid="color-hue" role="slider" aria-label={t('editorColor.hue')} aria-valuenow={Math.round(hsv.h)} style={{ width: BAR_WIDTH }} tabIndex={0} onPointerDown={onHue} onKeyDown={(e) => arrows(e, (dx, dy) => setHsv({ ...hsv, h: clamp(hsv.h + dx + dy, 360) }))}>
            <span className="kf-cp__bar-thumb" style={{ left: `${(hsv.h / 360) * 100}%` }} />
          </div>
          {allowAlpha && (
            <div className="kf-cp__bar kf-cp__checker" data-testid="color-alpha" role="slider" aria-label={t('editorColor.alpha')} aria-valuenow={color.a} style={{ width: BAR_WIDTH }} tabIndex={0} onPointerDown={onAlpha} onKeyDown={(e) => arrows(e, (dx, dy) => setColor({ ...color, a: roundTo(clamp(color.a + (dx + dy) / 100, 1), 2) }))}>
              <div className="kf-cp__bar-fill" style={{ background: `linear-gradient(to right, ${rgbaToCss({ ...color, a: 0 })}, ${rgbaToCss({ ...color, a: 1 })})` }} />
              <span className="kf-cp__bar-thumb" style={{ left: `${color.a * 100}%` }} />
            </div>
          )}
        </div>
      </div>

      <div className="kf-cp__readout">
        <span className="kf-cp__readout-label">HEX</span>
        <HexInput hex={rgbaToHex(color, allowAlpha && color.a < 1)} invalidText={t('editorColor.invalidHex')} label={t('editorColor.hex')} allowAlpha={allowAlpha} onColor={(c) => setColor(c)} />
        <span className="kf-cp__readout-label">RGB</span>
        <span className="kf-cp__readout-value" data-testid="color-rgb">{rgb}</span>
        <span className="kf-cp__readout-label">HSV</span>
        <span className="kf-cp__readout-value" data-testid="color-hsv">{hsvText}</span>
      </div>

      <div className="kf-cp__fields">
        <ColorFieldInput field="R" value={color.r} onValue={(v) => setColor({ ...color, r: v })} />
        <ColorFieldInput field="G" value={color.g} onValue={(v) => setColor({ ...color, g: v })} />
        <ColorFieldInput field="B" value={color.b} onValue={(v) => setColor({ ...color, b: v })} />
        <ColorFieldInput field="A" value={color.a} disabled={!allowAlpha} onValue={(v) => setColor({ ...color, a: v })} />
        <ColorFieldInput field="H" value={hsv.h} onValue={(v) => setHsv({ ...hsv, h: v })} />
        <ColorFieldInput field="S" value={hsv.s} onValue={(v) => setHsv({ ...hsv, s: v })} />
        <ColorFieldInput field="V" value={hsv.v} onValue={(v) => setHsv({ ...hsv, v: v })} />
        <ColorFieldInput
          field="P"
          value={gradient ? gradient.colors[selected]?.pct ?? 0 : 0}
          disabled={!gradient}
          onValue={(v) => { if (gradient) { const r = moveStop(gradient, selected, v); setGradient(r.gradient, r.index); } }}
        />
      </div>

      <div className="kf-cp__swatches">
        <div className="kf-cp__swatch-pair kf-cp__checker">
          <span className="kf-cp__swatch-new" data-testid="color-new" title={t('editorColor.new')} style={{ background: modelCss(model) }} />
          <button type="button" className="kf-cp__swatch-initial" data-testid="color-initial" title={t('editorColor.initialHint')} style={{ background: modelCss(initial) }} onClick={() => { setSelected(0); onModel(initial); }} />
        </div>
        <div className="kf-cp__swatch-labels"><span>{t('editorColor.new')}</span><span>{t('editorColor.initial')}</span></div>
      </div>

      <div className="kf-cp__presets" aria-label={t('editorColor.presets')}>
        {SINGLE_PRESETS.map((hex, i) => (
          <button key={hex} type="button" className="kf-cp__preset" data-testid={`color-preset-${i}`} title={hex} style={{ background: hex }} onClick={() => { const c = parseHex(hex); if (c) setColor({ ...c, a: color.a }); }} />
        ))}
      </div>
      <div className="kf-cp__presets kf-cp__presets--gradient" role="group" aria-label={t('editorColor.gradientPresets')}>
        {GRADIENT_PRESETS.map((g, i) => (
          <button
            key={i}
            type="button"
            className="kf-cp__preset kf-cp__preset--gradient kf-cp__checker"
            data-testid={`color-gradient-preset-${i}`}
            title={allowGradient ? t('editorColor.gradientPresetApply') : t('editorColor.gradientPresetPick')}
            onClick={(event) => {
              // A gradient property takes the gradient; a colour property (color3 / color4) takes the colour clicked on it.
              if (allowGradient) return setGradient(g, 0);
              const rect = event.currentTarget.getBoundingClientRect();
              setColor(presetColorAt(g, event.detail === 0 || rect.width === 0 ? 0 : (event.clientX - rect.left) / rect.width));
            }}
          >
            <span style={{ background: gradientToCss(g, 90) }} />
          </button>
        ))}
      </div>

      <div className="kf-cp__footer">
        <button type="button" className="kf-cp__icon-btn" data-testid="color-pipette" title={t('editorColor.pipette')} aria-label={t('editorColor.pipette')} onClick={() => void pickScreen()}>
          <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true"><path d="M13.4 2.6a2 2 0 0 0-2.8 0L8.9 4.3 8.2 3.6 7.1 4.7l.7.7-5.1 5.1-.5 2.6-.9.9 1.4 1.4.9-.9 2.6-.5 5.1-5.1.7.7 1.1-1.1-.7-.7 1.7-1.7a2 2 0 0 0 0-2.8zM5.1 12.4l-1.6.3.3-1.6 5.1-5.1 1.3 1.3z" fill="currentColor" /></svg>
        </button>
        <span className="kf-cp__spacer" />
        <button type="button" className="kf-cp__btn" data-testid="color-cancel" onClick={onCancel}>{t('editorColor.cancel')}</button>
        <button type="button" className="kf-cp__btn kf-cp__btn--primary" data-testid="color-ok" onClick={onOk}>{t('editorColor.ok')}</button>
      </div>
    </div>
  );
}
