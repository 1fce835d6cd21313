import { createTranslate, definePlugin, I18nService, Locales, MATERIAL_CONTAINER_ID, materialNodes, PropertyEditors, SceneDocumentService } from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { subsetLocales } from './locales.js';
import { createSubsetListEditor } from './subset-list-editor.js';
import './subset-list.css';

/** The mesh sub-set list editor. */
export default definePlugin({
  id: 'builtin.editor-subset-list',
  activate(ctx) {
    for (const locale of Object.keys(subsetLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: subsetLocales[locale] });
    const document = ctx.tryGet(SceneDocumentService);
    // Each sub-set picks one of the scene's materials (spec 001 §2); without a document the list only names sub-sets.
    const materials = document && {
      list: () => materialNodes((id) => document.get(id)).map((m) => ({ id: m.id, name: m.name })),
      watch: (listener: () => void) => {
        const subs = [
          document.onDidLoad.subscribe(listener),
          document.onDidChange.subscribe((change) => {
            if (change.patches.some((p) => p.op === 'insert' || p.op === 'remove' || (p.op === 'setName' && document.get(p.id)?.parent === MATERIAL_CONTAINER_ID))) listener();
          }),
        ];
        return () => subs.forEach((s) => s.unsubscribe());
      },
    };
    ctx.contribute(PropertyEditors, { types: ['subSetList'], component: createSubsetListEditor(createTranslate(ctx.tryGet(I18nService), subsetLocales), materials) });
  },
});
