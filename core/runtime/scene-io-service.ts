import { BehaviorSubject } from 'rxjs';
import type { ApiService, OpenSceneInfo, SceneDocumentData, SceneIoService, SceneLogic } from '../../sdk/index.js';
import type { UndoControl } from '../services/scene/undo-control.js';
import type { SceneAssetsServiceImpl } from './scene-assets-service.js';
import { LoadScene, SaveScene } from '../../sdk/contract/endpoints/index.js';
import type { SceneDocumentWriter } from '../services/scene/scene-document-writer.js';

/** A temporary uuid for a new scene: '+' and a timestamp (spec 000 §3). */
export function temporarySceneUuid(now: number = Date.now()): string {
  return `+${now}`;
}

/** Opens and saves the editor's scene through the api service. */
export class SceneIoServiceImpl implements SceneIoService {
  private readonly currentSubject = new BehaviorSubject<OpenSceneInfo | undefined>(undefined);
  readonly onDidChangeCurrent = this.currentSubject.asObservable();
  private saving: Promise<OpenSceneInfo> | undefined;

  constructor(
    private readonly api: () => ApiService,
    private readonly document: SceneDocumentWriter,
    private readonly undo: UndoControl,
    private readonly assets: SceneAssetsServiceImpl,
    /** The scene card's picture of what the viewport shows, when there is one. */
    private readonly preview: () => string | undefined = () => undefined,
  ) {}

  get current(): OpenSceneInfo | undefined {
    return this.currentSubject.value;
  }

  async open(projectUuid: string, sceneUuid: string): Promise<OpenSceneInfo> {
    const scene = await this.api().call(LoadScene, { params: { id: sceneUuid } });
    const info: OpenSceneInfo = { projectUuid: scene.projectUuid || projectUuid, uuid: scene.uuid, name: scene.name, version: scene.version, category: scene.category };
    this.assets.setScope({ projectUuid: info.projectUuid, sceneUuid: info.uuid });
    this.document.load(scene.content ?? '');
    this.adoptLogicFields(scene);
    this.undo.clear();
    this.undo.setNeedSave(false);
    this.currentSubject.next(info);
    return info;
  }

  openNew(projectUuid: string, name: string, category = 'Default'): OpenSceneInfo {
    const info: OpenSceneInfo = { projectUuid, uuid: temporarySceneUuid(), name, version: 0, category };
    this.assets.setScope({ projectUuid, sceneUuid: info.uuid });
    this.document.load('');
    this.undo.clear();
    this.undo.setNeedSave(true);
    this.currentSubject.next(info);
    return info;
  }

  swapDocument(content: SceneDocumentData | undefined, options: { readonly needSave: boolean }): void {
    // The writer refuses an invalid document before changing anything, so undo and needSave stay as they were too.
    if (content) this.document.replace(content);
    else this.document.load('');
    this.undo.clear();
    this.undo.setNeedSave(options.needSave);
  }

  save(options: { readonly force?: boolean } = {}): Promise<OpenSceneInfo> {
    if (this.saving) return this.saving;
    const run = async () => {
      const current = this.current;
      if (!current) throw new Error('No scene is open');
      const temporary = current.uuid.startsWith('+') || (/^\d+$/.test(current.uuid) && Number(current.uuid) > 1e12);
      // A stale save (409) is answered by the conflict dialog of the open-scenes registry, not by a notice.
      const reply = await this.api().call(SaveScene, {
        body: {
          uuid: temporary ? null : current.uuid,
          projectUuid: current.projectUuid,
          name: current.name,
          category: current.category,
          content: this.document.serialize(),
          ...logicFields(this.document.section('logic')),
          preview: this.capturePreview(),
          version: temporary ? null : current.version,
          force: options.force === true,
        },
      }, { handle: [409] });
      const info: OpenSceneInfo = { ...current, uuid: reply.uuid, version: reply.version };
      this.assets.setScope({ projectUuid: info.projectUuid, sceneUuid: info.uuid });
      this.undo.setNeedSave(false);
      this.currentSubject.next(info);
      return info;
    };
    this.saving = run().finally(() => {
      this.saving = undefined;
    });
    return this.saving;
  }

  /** A scene whose content carries no logic (an older or imported one) takes the logic kept in its own fields. */
  private adoptLogicFields(scene: { logic?: string | null; logicXml?: string | null; logicBk?: string | null; logicXmlBk?: string | null }): void {
    const current = this.document.section('logic');
    if (current.code || current.xml || (!scene.logic && !scene.logicXml)) return;
    const logic: SceneLogic = { code: scene.logic ?? '', xml: scene.logicXml ?? '', codeBackup: scene.logicBk ?? '', xmlBackup: scene.logicXmlBk ?? '' };
    this.document.apply([this.document.setSectionPatch('logic', logic)], 'load');
  }

  private capturePreview(): string | undefined {
    try {
      return this.preview();
    } catch {
      return undefined; // a picture that cannot be taken never stops a save
    }
  }
}

/** The scene's logic fields as the server keeps them beside the content (the player and archives read them there). */
function logicFields(logic: SceneLogic): { logic: string | null; logicXml: string | null; logicBk: string | null; logicXmlBk: string | null } {
  const text = (value: string) => (value ? value : null);
  return { logic: text(logic.code), logicXml: text(logic.xml), logicBk: text(logic.codeBackup), logicXmlBk: text(logic.xmlBackup) };
}
