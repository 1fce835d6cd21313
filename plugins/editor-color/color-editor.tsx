import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { isMixed, MIXED, propertyValueJson, type ColorValue, type PropertyEditorProps, type TranslateFn } from '../../sdk/index.js';
import { rgbaToCss, rgbaToHex, type Rgba } from './color-convert.js';
import { ColorPicker } from './color-picker.js';
import { readColorValue, supportsAlpha, supportsGradient, writeColorValue, type ColorModel, type ColorValueFormat } from './color-value.js';
import { gradientFromColor, gradientToCss } from './gradient.js';
import { placePopup } from './popup-position.js';
import './color-editor.css';

/** Live writes while the picker is open are coalesced to one per this many ms (spec 001 §9 gradient debounce). */
export const LIVE_WRITE_MS = 40;

/** What the colour editor needs from the kernel, given when the plugin activates. */
export interface ColorEditorServices {
  readonly t: TranslateFn;
  /** Pick a colour from the screen (EyeDropper or canvas sampling). */
  pickScreenColor(doc: Document): Promise<Rgba | undefined>;
}

interface Session {
  readonly gesture: string;
  readonly original: ColorValue | typeof MIXED;
  readonly initial: ColorModel;
  readonly format: ColorValueFormat;
  /** Whether a value was written during the session (so Cancel must write the original back). */
  wrote: boolean;
  /** Whether the user changed anything (OK without a change writes nothing, so values are never rounded by a look). */
  touched: boolean;
  lastWritten?: string;
  timer?: ReturnType<typeof setTimeout>;
  pending?: ColorModel;
}

let gestureCounter = 0;

/** Create the editor component for 'color3', 'color4' and 'color' properties, bound to the kernel's services. */
export function createColorEditor(services: ColorEditorServices): ComponentType<PropertyEditorProps<'color3' | 'color4' | 'color'>> {
  const { t } = services;

  function ColorEditor(props: PropertyEditorProps<'color3' | 'color4' | 'color'>) {
    const { descriptor, value, readOnly } = props;
    const type = descriptor.type;
    const linear = descriptor.mode === 'linear';
    const mixed = value === MIXED;
    const allowGradient = supportsGradient(type);
    const allowAlpha = supportsAlpha(type);
    const read = readColorValue(isMixed(value) ? undefined : propertyValueJson(value), type, linear);
    const [model, setModel] = useState<ColorModel | undefined>(undefined);
    const [position, setPosition] = useState<{ left: number; top: number } | undefined>(undefined);
    const sessionRef = useRef<Session | undefined>(undefined);
    const propsRef = useRef(props);
    propsRef.current = props;
    const swatchRef = useRef<HTMLButtonElement>(null);
    const popupRef = useRef<HTMLDivElement>(null);
    const pickingRef = useRef(false);
    const open = model !== undefined;

    const write = (session: Session, next: ColorModel) => {
      const json = writeColorValue(next, session.format);
      const key = JSON.stringify(json);
      if (key === session.lastWritten) return;
      session.lastWritten = key;
      session.wrote = true;
      propsRef.current.onChange(json, session.gesture);
    };

    const flush = (session: Session) => {
      if (session.timer !== undefined) clearTimeout(session.timer);
      session.timer = undefined;
      const pending = session.pending;
      session.pending = undefined;
      if (pending) write(session, pending);
    };

    const openPicker = (kind: 'single' | 'gradient') => {
      if (readOnly) return;
      if (sessionRef.current) {
        // already open: a double-click switches to the gradient
        if (kind === 'gradient' && allowGradient && model?.kind === 'single') onModel({ kind: 'gradient', gradient: gradientFromColor(model.color) });
        return;
      }
      const gesture = `color-picker:${descriptor.name}:${++gestureCounter}`;
      const startModel: ColorModel = kind === 'gradient' && allowGradient && read.model.kind === 'single'
        ? { kind: 'gradient', gradient: gradientFromColor(read.model.color) }
        : read.model;
      sessionRef.current = { gesture, original: value, initial: read.model, format: read.format, wrote: false, touched: false, lastWritten: mixed ? undefined : JSON.stringify(value) };
      props.beginGesture(gesture);
      setModel(startModel);
      if (startModel !== read.model) onModelFor(sessionRef.current, startModel);
    };

    const onModelFor = (session: Session, next: ColorModel) => {
      session.touched = true;
      // a mixed selection cannot be restored value by value, so it is written on OK only
      if (session.original === MIXED) return;
      session.pending = next;
      if (session.timer === undefined) {
        session.timer = setTimeout(() => {
          session.timer = undefined;
          flush(session);
        }, LIVE_WRITE_MS);
      }
    };

    const onModel = (next: ColorModel) => {
      setModel(next);
      if (sessionRef.current) onModelFor(sessionRef.current, next);
    };

    const close = (mode: 'ok' | 'cancel') => {
      const session = sessionRef.current;
      if (!session) return;
      sessionRef.current = undefined;
      if (session.timer !== undefined) clearTimeout(session.timer);
      session.timer = undefined;
      session.pending = undefined;
      const host = propsRef.current;
      if (mode === 'ok') {
        if (model && session.touched) write(session, model);
        host.endGesture(session.gesture);
      } else if (host.cancelGesture) {
        // the host restores exactly what the session changed: no undo step, needSave as it was
        host.cancelGesture(session.gesture);
      } else {
        if (session.wrote && !isMixed(session.original)) host.onChange(session.original, session.gesture);
        host.endGesture(session.gesture);
      }
      setModel(undefined);
      setPosition(undefined);
    };
    const closeRef = useRef(close);
    closeRef.current = close;

    // Clicking outside closes the popup, keeping the colour (the pipette's overlay is not "outside").
    useEffect(() => {
      if (!open) return;
      const doc = swatchRef.current?.ownerDocument ?? document;
      const onDown = (event: Event) => {
        if (pickingRef.current) return;
        const target = event.target as Node | null;
        if (target && (popupRef.current?.contains(target) || swatchRef.current?.contains(target))) return;
        closeRef.current('ok');
      };
      doc.addEventListener('pointerdown', onDown, true);
      return () => doc.removeEventListener('pointerdown', onDown, true);
    }, [open]);

    // The session ends with the editor (row removed, selection changed).
    useEffect(() => () => closeRef.current('ok'), []);

    useLayoutEffect(() => {
      if (!open) return;
      const swatch = swatchRef.current;
      const popup = popupRef.current;
      if (!swatch || !popup) return;
      const view = swatch.ownerDocument.defaultView ?? window;
      const place = () => {
        const rect = swatch.getBoundingClientRect();
        setPosition(placePopup(rect, { width: view.innerWidth, height: view.innerHeight }, { width: popup.offsetWidth || 272, height: popup.offsetHeight || 420 }));
      };
      place();
      view.addEventListener('resize', place);
      return () => view.removeEventListener('resize', place);
    }, [open, model?.kind]);

    const swatchCss = mixed ? undefined : read.model.kind === 'single' ? rgbaToCss(read.model.color) : gradientToCss(read.model.gradient, 90);
    const label = mixed
      ? '??'
      : read.model.kind === 'gradient'
        ? t('editorColor.gradientValue')
        : rgbaToHex(read.model.color, allowAlpha && read.model.color.a < 1);

    return (
      <div className={`kf-color${readOnly ? ' kf-color--disabled' : ''}`}>
        <button
          ref={swatchRef}
          type="button"
          className={`kf-color__swatch${open ? ' kf-color__swatch--open' : ''}`}
          data-testid="color-swatch"
          data-value-kind={mixed ? 'mixed' : read.model.kind}
          disabled={readOnly}
          title={mixed ? t('editorColor.mixed') : allowGradient ? t('editorColor.swatchHint') : t('editorColor.swatchHintSolid')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => openPicker(read.model.kind)}
          onDoubleClick={() => openPicker('gradient')}
        >
          <span className="kf-color__chip kf-cp__checker">
            <span style={{ background: swatchCss }} />
          </span>
          <span className={`kf-color__label${mixed ? ' kf-color__label--mixed' : ''}`}>{label}</span>
        </button>
        {open && model && createPortal(
          <div
            ref={popupRef}
            className="kf-color__popup"
            data-testid="color-popup"
            role="dialog"
            aria-label={descriptor.name}
            style={{ left: position?.left ?? 0, top: position?.top ?? 0, visibility: position ? 'visible' : 'hidden' }}
          >
            <ColorPicker
              initial={sessionRef.current?.initial ?? read.model}
              model={model}
              allowGradient={allowGradient}
              allowAlpha={allowAlpha}
              t={t}
              onModel={onModel}
              onOk={() => close('ok')}
              onCancel={() => close('cancel')}
              onPipette={async () => {
                pickingRef.current = true;
                try {
                  return await services.pickScreenColor(swatchRef.current?.ownerDocument ?? document);
                } finally {
                  pickingRef.current = false;
                }
              }}
            />
          </div>,
          (swatchRef.current?.ownerDocument ?? document).body,
        )}
      </div>
    );
  }
  return ColorEditor;
}
