import type { SceneDocumentService } from '../../../sdk/index.js';

/**
 * A view of a document that has only the reading members of `SceneDocumentService`: what plugins get. The source is
 * held in a closure, so not even a plugin written in plain JavaScript can reach the writer through it.
 */
export function readonlyDocument(source: SceneDocumentService): SceneDocumentService {
  const view: SceneDocumentService = {
    onDidChange: source.onDidChange,
    onDidLoad: source.onDidLoad,
    get root() {
      return source.root;
    },
    get size() {
      return source.size;
    },
    get: (id) => source.get(id),
    ids: () => source.ids(),
    section: (name) => source.section(name),
    isAncestor: (ancestor, id) => source.isAncestor(ancestor, id),
    newId: () => source.newId(),
    snapshot: () => source.snapshot(),
    serialize: () => source.serialize(),
    setPropPatch: (id, key, value) => source.setPropPatch(id, key, value),
    insertPatch: (nodes, at) => source.insertPatch(nodes, at),
    removePatch: (id) => source.removePatch(id),
    setNamePatch: (id, name) => source.setNamePatch(id, name),
    movePatch: (id, to) => source.movePatch(id, to),
    setSectionPatch: (name, value) => source.setSectionPatch(name, value),
  };
  return Object.freeze(view);
}
