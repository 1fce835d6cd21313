import type { Observable } from 'rxjs';
import type { Scene } from '@babylonjs/core/scene.js';
import { createServiceId } from '../kernel/service-id.js';
import type { Disposable } from '../kernel/lifecycle.js';
import type { NodeId, SceneDocumentData } from '../scene/document.js';
import type { Vector3Value } from '../scene/values.js';
import type { RuntimeObject } from './adapter.js';
import type { SceneAssetUpload } from './importer.js';
import type { MaterialBake, MaterialBakeRequest } from './material-bake.js';

/** A running binding between the document and one Babylon scene. */
export interface SceneRuntimeHandle extends Disposable {
  /** The engine object of a node, if created. */
  objectOf(id: NodeId): RuntimeObject | undefined;
  /** Number of engine objects created since start (for tests and stats). */
  readonly createdCount: number;
  /** Emits after each batch of document changes has been applied. */
  readonly onDidApply: Observable<void>;
  /** Resolves when every pending asset load has finished. */
  whenIdle(): Promise<void>;
  /**
   * Bake a material node's look into pictures (`MaterialInstance.bake`); undefined when its type has no bake or the
   * engine cannot render. Absent on runtimes that never render.
   */
  bakeMaterial?(id: NodeId, request: MaterialBakeRequest): Promise<MaterialBake | undefined>;
}

/** Follows the scene document into a Babylon scene through the NodeAdapters point. */
export interface SceneRuntimeService {
  /** Build the document into `scene` and keep following it until the handle is disposed. */
  start(scene: Scene): SceneRuntimeHandle;
}

/** Service id of the scene runtime. */
export const SceneRuntimeService = createServiceId<SceneRuntimeService>('viewport.runtime');

/** Which project's assets the service reads and writes (scene assets are stored per project). */
export interface SceneAssetsScope {
  /** Project uuid. */
  readonly projectUuid: string;
  /** Scene uuid (temporary '+…' ids allowed). */
  readonly sceneUuid: string;
}

/**
 * How this page may read the open scene on the server: as the signed-in user ('session', the designer), with a preview
 * ticket (the player of a preview), or with the visit ticket of an opened publish link (anyone).
 */
export type SceneAccess =
  | { readonly kind: 'session' }
  | { readonly kind: 'preview'; readonly ticket: string }
  | { readonly kind: 'visit'; readonly visit: string };

/** Stored assets of the open scene (meshes, model files, images) on the server. */
export interface SceneAssetsService {
  /** The current scope, when a scene is open. */
  readonly scope: SceneAssetsScope | undefined;
  /** How the page reads the scene (what a server call about the scene, such as a data relay ticket, shows for it). */
  readonly access?: SceneAccess;
  /** A URL the engine can fetch an asset from (the engine's requests to it carry the session's header). */
  urlOf(name: string): string;
  /**
   * The URL prefix of this scope's assets: `rootUrl() + name` is `urlOf(name)` for names that need no URL encoding
   * (content-hash names such as `<sha256>.png`). Model loaders take it as their root URL, so the files a model names
   * (an OBJ's .mtl, the .mtl's textures) load from the stored assets.
   */
  rootUrl(): string;
  /** The bytes of an asset (cached in memory for names added in this session). */
  load(name: string): Promise<ArrayBuffer>;
  /** Store assets, uploading only the names the server does not have; progress 0..1. */
  save(assets: readonly SceneAssetUpload[], onProgress?: (progress: number) => void): Promise<void>;
  /** Keep bytes locally (before they are uploaded) so the runtime can use them at once. */
  put(name: string, bytes: Uint8Array): void;
  /** Emits upload progress 0..1, or undefined when no upload runs. */
  readonly onDidProgress: Observable<number | undefined>;
}

/** Service id of the scene assets service. */
export const SceneAssetsService = createServiceId<SceneAssetsService>('viewport.assets');

/** The viewport's window layout: one view, two side by side, or four. */
export type ViewportLayout = 'single' | 'double' | 'quad';

/** The active transform gizmo. */
export type GizmoMode = 'none' | 'move' | 'rotate' | 'scale';

/** Viewport state shared by commands, menus and the viewport panel. */
export interface ViewportService {
  /** Window layout. */
  readonly layout: ViewportLayout;
  /** Emits the layout now and on change. */
  readonly onDidChangeLayout: Observable<ViewportLayout>;
  /** Change the layout. */
  setLayout(layout: ViewportLayout): void;
  /** Gizmo mode. */
  readonly gizmo: GizmoMode;
  /** Emits the gizmo mode now and on change. */
  readonly onDidChangeGizmo: Observable<GizmoMode>;
  /** Change the gizmo mode. */
  setGizmo(mode: GizmoMode): void;
  /** Ask the viewport to frame the selection. */
  frameSelection(): void;
  /** Emits when framing is requested. */
  readonly onDidRequestFrame: Observable<void>;
  /** Whether the views show the scene's post-process effects (the toolbar toggle; default true). */
  readonly effectsShown: boolean;
  /** Emits whether effects are shown, now and on change. */
  readonly onDidChangeEffectsShown: Observable<boolean>;
  /** Show or hide the post-process effects in the views (the document is not changed). */
  setEffectsShown(shown: boolean): void;
  /** The Babylon scene of the viewport while one is open (for tools and tests). */
  readonly scene: Scene | undefined;
  /** Set by the viewport panel when its scene is created or disposed, with the runtime that fills it. */
  setScene(scene: Scene | undefined, runtime?: SceneRuntimeHandle): void;
  /** The runtime binding of the viewport's scene while one is open: the engine object of each node. */
  readonly runtime?: SceneRuntimeHandle | undefined;
  /** Emits the scene's runtime when it starts, and undefined when it goes. */
  readonly onDidChangeRuntime?: Observable<SceneRuntimeHandle | undefined>;
  /** Ask the viewport for a frame: engine values changed outside the document (an animation, a mover). */
  requestRender?(): void;
  /** Emits on requestRender (the viewport draws the next frame). */
  readonly onDidRequestRender?: Observable<void>;
  /**
   * The document camera node the perspective view looks through (an animated orbit camera while the Timeline plays),
   * or undefined: the view's own camera.
   */
  readonly viewCamera?: NodeId | undefined;
  /** Emits the camera the view looks through, now and on change. */
  readonly onDidChangeViewCamera?: Observable<NodeId | undefined>;
  /** Look through a document camera node (its place copied into the view each frame); undefined goes back to where the view was. */
  setViewCamera?(id: NodeId | undefined): void;
}

/** Service id of the viewport service. */
export const ViewportService = createServiceId<ViewportService>('viewport.state');

/** The scene open in this editor. */
export interface OpenSceneInfo {
  /** Project uuid. */
  readonly projectUuid: string;
  /** Scene uuid; a new unsaved scene has a temporary one ('+' and a timestamp). */
  readonly uuid: string;
  /** Scene name. */
  readonly name: string;
  /** Loaded or last saved version (0 before the first save). */
  readonly version: number;
  /** Category. */
  readonly category: string;
}

/** Opens and saves the editor's scene through the server (loadScene / saveScene) and feeds the document. */
export interface SceneIoService {
  /** The open scene, if any. */
  readonly current: OpenSceneInfo | undefined;
  /** Emits the open scene now and when it changes (opened, saved with a new uuid or version). */
  readonly onDidChangeCurrent: Observable<OpenSceneInfo | undefined>;
  /** Load a scene (document, assets scope); clears undo history and needSave. Rejects (message already shown) on failure. */
  open(projectUuid: string, sceneUuid: string): Promise<OpenSceneInfo>;
  /** Start a new unsaved scene with a temporary uuid. */
  openNew(projectUuid: string, name: string, category?: string): OpenSceneInfo;
  /** Save the document as a new version; the temporary uuid is replaced; needSave cleared. Rejects on failure. */
  save(options?: { readonly force?: boolean }): Promise<OpenSceneInfo>;
  /**
   * Swap the whole document: put `content` in the editor (an empty scene when undefined) in place of what it holds,
   * leaving `current` as it is. How open-scene tabs bring back a background tab's unsaved edits or an older version.
   * Not undoable, like `open`: the undo history is cleared and the unsaved mark set to `needSave`; the document emits
   * `onDidLoad`, as when a scene opens. A document that is not valid is refused (throws) and nothing changes.
   */
  swapDocument(content: SceneDocumentData | undefined, options: { readonly needSave: boolean }): void;
}

/** Service id of the scene open/save service. */
export const SceneIoService = createServiceId<SceneIoService>('viewport.sceneIo');

/** Command ids of the viewport area, so plugins run each other's actions without importing them. */
export const ViewportCommandIds = Object.freeze({
  /** Frame the selection (F). */
  frameSelection: 'viewport.frameSelection',
  /** Import model files; args an ImportModelsArgs, or no args to open a file dialog. */
  importModels: 'modelImport.import',
  /** Delete the selected nodes (Delete). */
  deleteSelection: 'sceneTree.delete',
  /** Duplicate the selected nodes (Ctrl+D). */
  duplicateSelection: 'sceneTree.duplicate',
  /** Add a built-in resource to the scene; args the BuiltinResourceDrag payload. */
  insertBuiltin: 'builtinResources.insert',
  /** Insert a library component into the open scene; args a ComponentDrag. */
  insertComponent: 'componentLibrary.insert',
});

/** MIME type of a dragged library component; the data is the JSON of a ComponentDrag (without `at`). */
export const COMPONENT_MIME = 'application/x-scene-component';

/** A library component being dragged into the scene. */
export interface ComponentDrag {
  /** The component (use-component's componentId). */
  readonly componentId: string;
  /** The scene point it was dropped at (a surface under the pointer, else the ground), when dropped in a view. */
  readonly at?: Vector3Value;
}

/** MIME type of a dragged built-in resource; the data is the JSON of a BuiltinResourceDrag. */
export const BUILTIN_RESOURCE_MIME = 'application/x-builtin-resource';

/** A built-in catalogue item being dragged into the scene. */
export interface BuiltinResourceDrag {
  /** Which list it comes from. */
  readonly kind: 'light' | 'model' | 'hdr' | 'image' | 'material' | 'particle';
  /** The catalogue item as the server sent it. */
  readonly item: Readonly<Record<string, unknown>>;
  /** The scene node it was dropped on, when the drop hit one (a material applies to that mesh). */
  readonly target?: NodeId;
  /** The scene point it was dropped at (a surface under the pointer, else the ground), when dropped in a view. */
  readonly at?: Vector3Value;
}

/** What the import-models command takes. */
export interface ImportModelsArgs {
  /** The model files and their companions (.bin, .mtl, textures). */
  readonly files: readonly File[];
  /** The node the models go under; the scene root by default. */
  readonly parent?: NodeId;
  /** Where the models are placed (their position); the origin by default. */
  readonly at?: Vector3Value;
}
