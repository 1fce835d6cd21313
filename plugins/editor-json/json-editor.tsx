import { useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { isMixed, MIXED } from '../../sdk/index.js';
import type { PropertyEditorProps, TranslateFn } from '../../sdk/index.js';
import { debounce, formatJson, JSON_DEBOUNCE_MS, JSON_DEFAULT_HEIGHT, parseJsonText } from './json-text.js';
import type { JsonCodeEditor } from './monaco-json.js';

/** Loads the Monaco module (a dynamic import, so Monaco never sits in the initial chunk). */
export type MonacoLoader = () => Promise<{ createJsonCodeEditor(host: HTMLElement, text: string, readOnly: boolean): JsonCodeEditor }>;

/** The lazily loaded Monaco JSON module. */
export const loadMonaco: MonacoLoader = () => import('./monaco-json.js');

function CodeEditor({ text, readOnly, load, onText, t }: { text: string; readOnly: boolean; load: MonacoLoader; onText(text: string): void; t: TranslateFn }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<JsonCodeEditor | undefined>(undefined);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let disposed = false;
    load().then((module) => {
      if (disposed || !hostRef.current) return;
      const editor = module.createJsonCodeEditor(hostRef.current, text, readOnly);
      editor.onDidChange((next) => onTextRef.current(next));
      editorRef.current = editor;
      setState('ready');
    }, () => !disposed && setState('failed'));
    return () => {
      disposed = true;
      editorRef.current?.dispose();
      editorRef.current = undefined;
    };
    // Created once per mount; later value changes are pushed by the effect below.
  }, [load, readOnly]);
  useEffect(() => {
    const editor = editorRef.current;
    if (!editor) return;
    // Push outside changes (undo, another node) unless they only echo what the user typed.
    const typed = parseJsonText(editor.getValue());
    if (!typed.ok || formatJson(typed.value) !== text) editor.setValue(text);
  }, [text]);
  return (
    <div className="kf-json-code" ref={hostRef} data-testid="json-code">
      {state === 'loading' && <span className="kf-json-status">{t('jsonEditor.loading')}</span>}
      {state === 'failed' && <span className="kf-json-status kf-json-error">{t('jsonEditor.loadFailed')}</span>}
    </div>
  );
}

/** JSON editor for 'json': a text mode and a Monaco code mode (lazy) with maximise; edits are debounced 400 ms. */
export function createJsonEditor(t: TranslateFn, load: MonacoLoader = loadMonaco): ComponentType<PropertyEditorProps<'json'>> {
  return function JsonEditor({ descriptor, value, readOnly, onChange }: PropertyEditorProps<'json'>) {
    const mixed = value === MIXED;
    const text = isMixed(value) ? '' : formatJson(value);
    const [mode, setMode] = useState<'text' | 'code'>('text');
    const [maximised, setMaximised] = useState(false);
    const [draft, setDraft] = useState(text);
    const onChangeRef = useRef(onChange);
    onChangeRef.current = onChange;
    useEffect(() => {
      setDraft(text);
    }, [text]);
    // The message follows the text being edited at once; only the write waits for the pause.
    const draftParsed = useMemo(() => parseJsonText(draft), [draft]);
    const error = mixed || draftParsed.ok ? undefined : t('jsonEditor.invalid', { error: draftParsed.error });
    const writer = useMemo(() => debounce((next: string) => {
      const parsed = parseJsonText(next);
      if (parsed.ok && formatJson(parsed.value) !== text) onChangeRef.current(parsed.value);
    }, JSON_DEBOUNCE_MS), [text]);
    useEffect(() => {
      if (!maximised) return;
      const onKey = (event: KeyboardEvent) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        setMaximised(false);
      };
      window.addEventListener('keydown', onKey, true);
      return () => window.removeEventListener('keydown', onKey, true);
    }, [maximised]);
    useEffect(() => () => writer.flush(), [writer]);
    const height = typeof descriptor.options?.height === 'number' ? descriptor.options.height : JSON_DEFAULT_HEIGHT;
    const edit = (next: string) => {
      setDraft(next);
      writer.call(next);
    };
    return (
      <div className={`kf-json-editor${maximised ? ' maximised' : ''}`} data-testid={`json-editor-${descriptor.name}`}>
        <div className="kf-json-toolbar">
          <button type="button" aria-pressed={mode === 'code'} onClick={() => { writer.flush(); setMode(mode === 'code' ? 'text' : 'code'); setMaximised(false); }}>
            {mode === 'code' ? t('jsonEditor.textMode') : t('jsonEditor.codeMode')}
          </button>
          {mode === 'code' && (
            <button type="button" aria-pressed={maximised} onClick={() => setMaximised(!maximised)}>
              {maximised ? t('jsonEditor.restore') : t('jsonEditor.maximise')}
            </button>
          )}
        </div>
        {mixed && mode === 'text' && <div className="kf-json-mixed">??</div>}
        {mode === 'text' && !mixed && (
          <textarea aria-label={descriptor.name} rows={6} spellCheck={false} disabled={readOnly} value={draft}
            onChange={(e) => edit(e.target.value)} onBlur={() => writer.flush()} />
        )}
        {mode === 'code' && (
          <div style={{ height: maximised ? undefined : height }} className="kf-json-code-box">
            <CodeEditor text={mixed ? '' : text} readOnly={readOnly} load={load} onText={edit} t={t} />
          </div>
        )}
        {error && <div className="kf-json-status kf-json-error" role="alert">{error}</div>}
      </div>
    );
  };
}
