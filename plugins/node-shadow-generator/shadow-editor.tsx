import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { defaultsOf } from '../../sdk/index.js';
import type { NodeId, PropertyEditorProps, SceneDocumentService, ScenePatch, UndoService } from '../../sdk/index.js';
import { SHADOW_GENERATOR_DESCRIPTORS, defaultShadowBias } from './descriptors.js';

/** What the panel needs. */
export interface ShadowEditorServices {
  readonly document: SceneDocumentService;
  readonly undo: UndoService;
  t(key: string): string;
}

/** The shadow generator child of a light, if any. */
export function shadowGeneratorOf(document: SceneDocumentService, lightId: NodeId): NodeId | undefined {
  return document.get(lightId)?.children.find((c) => document.get(c)?.type === 'ShadowGenerator');
}

/** The shadow generator panel of a light: Add (bias by light type) and Delete, one undo step each. */
export function createShadowEditor(s: ShadowEditorServices): ComponentType<PropertyEditorProps<'shadowGenerator'>> {
  return function ShadowGeneratorEditor({ nodeIds, readOnly }: PropertyEditorProps<'shadowGenerator'>) {
    const [, setVersion] = useState(0);
    useEffect(() => {
      const sub = s.document.onDidChange.subscribe(() => setVersion((v) => v + 1));
      return () => sub.unsubscribe();
    }, []);
    const existing = nodeIds.map((id) => shadowGeneratorOf(s.document, id));
    const add = () => {
      const patches: ScenePatch[] = [];
      nodeIds.forEach((id, i) => {
        const light = s.document.get(id);
        if (!light || existing[i]) return;
        const props = { ...defaultsOf(SHADOW_GENERATOR_DESCRIPTORS), bias: defaultShadowBias(light.type) };
        patches.push(s.document.insertPatch([{ id: s.document.newId(), type: 'ShadowGenerator', parent: id, name: s.t('shadowGenerator.name'), props, children: [] }], { parent: id, index: light.children.length }));
      });
      if (patches.length) s.undo.execute(patches, { label: 'shadowGenerator.add' });
    };
    const remove = () => {
      const patches = existing.filter((id): id is NodeId => !!id).map((id) => s.document.removePatch(id));
      if (patches.length) s.undo.execute(patches, { label: 'shadowGenerator.delete' });
    };
    const any = existing.some(Boolean);
    return (
      <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
        <span>{s.t(any ? 'shadowGenerator.present' : 'shadowGenerator.none')}</span>
        <button type="button" data-testid="shadow-generator-add" disabled={readOnly || existing.every(Boolean)} onClick={add}>{s.t('shadowGenerator.add')}</button>
        <button type="button" data-testid="shadow-generator-delete" disabled={readOnly || !any} onClick={remove}>{s.t('shadowGenerator.delete')}</button>
      </span>
    );
  };
}
