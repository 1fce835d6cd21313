// Loaded lazily (dynamic import) when a JSON editor enters code mode: Monaco's core, the JSON language and its worker only.
import * as monaco from 'monaco-editor/editor/editor.api.js';
import 'monaco-editor/language/json/monaco.contribution.js';
import EditorWorker from 'monaco-editor/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker.js?worker';

const scope = self as unknown as { MonacoEnvironment?: { getWorker(workerId: string, label: string): Worker } };
scope.MonacoEnvironment = {
  getWorker: (_workerId, label) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};

/** A created code editor and how to talk to it. */
export interface JsonCodeEditor {
  getValue(): string;
  setValue(text: string): void;
  onDidChange(listener: (text: string) => void): void;
  layout(): void;
  dispose(): void;
}

/** Create a Monaco JSON editor in `host`. */
export function createJsonCodeEditor(host: HTMLElement, text: string, readOnly: boolean): JsonCodeEditor {
  const model = monaco.editor.createModel(text, 'json');
  const editor = monaco.editor.create(host, {
    model,
    readOnly,
    theme: 'vs-dark',
    automaticLayout: true,
    minimap: { enabled: false },
    scrollBeyondLastLine: false,
    fontSize: 12,
    tabSize: 2,
  });
  return {
    getValue: () => model.getValue(),
    setValue: (next) => {
      if (next !== model.getValue()) model.setValue(next);
    },
    onDidChange: (listener) => {
      model.onDidChangeContent(() => listener(model.getValue()));
    },
    layout: () => editor.layout(),
    dispose: () => {
      editor.dispose();
      model.dispose();
    },
  };
}
