import {
  ApiService, OpenScenesService, createTranslate, definePlugin, I18nService, Locales, MATERIAL_CONTAINER_TYPE, MaterialTypes, NodeTypes, NotificationService, PropertyEditors,
  SceneDocumentService, titles, UndoService,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { materialEditorLocales } from './locales.js';
import { MaterialActions } from './material-actions.js';
import { createMaterialEditor } from './material-editor.js';
import { ProjectMaterials } from './project-materials.js';
import './material-editor.css';

/** Materials in the document: the library's container node type and the mesh's Material row (pick, new, remove, type). */
export default definePlugin({
  id: 'builtin.material-editor',
  dependsOn: ['builtin.open-scenes'], // OpenScenesService
  // Project materials are read and saved on the server.
  capabilities: ['api.raw'],
  activate(ctx) {
    for (const locale of Object.keys(materialEditorLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: materialEditorLocales[locale] });
    const i18n = ctx.tryGet(I18nService);
    const t = createTranslate(i18n, materialEditorLocales);
    ctx.contribute(NodeTypes, {
      id: MATERIAL_CONTAINER_TYPE, titles: titles('Materials', '材质', '材質'), descriptors: [], creatable: false, container: true, listed: false,
    });
    const document = ctx.get(SceneDocumentService);
    const types = ctx.contributions(MaterialTypes);
    const actions = new MaterialActions({ document, undo: ctx.get(UndoService), i18n, types: () => types.current }, t);
    ctx.contribute(PropertyEditors, {
      types: ['material'], wide: true, component: createMaterialEditor({ actions, project: new ProjectMaterials(ctx.tryGet(ApiService), ctx.tryGet(OpenScenesService)), document, i18n, notifications: ctx.tryGet(NotificationService), t }),
    });
  },
});
