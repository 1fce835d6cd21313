import { z } from 'zod';
import { BuiltinTitles } from './resource.js';
import { WireCategory, WireId, WireIdText, WireLimits, wireList, WireLongText, WireName, WireShortText, wireString } from './limits.js';

// Wire contract of the scene calls under /repo/kf-scene (spec 000 §3, §7).

/** One saved version of a scene. */
export const SceneVersionInfo = z.object({ version: z.number().int(), updateBy: z.string(), updateTime: z.number() });
/** One saved version of a scene. */
export type SceneVersionInfo = z.infer<typeof SceneVersionInfo>;

/** A scene as loaded (sceneVo). `content` is the JSON string of SceneDocumentData. */
export const SceneVo = z.object({
  uuid: z.string(),
  name: z.string(),
  projectUuid: z.string(),
  path: z.string(),
  data: z.string().nullable(),
  content: z.string(),
  preview: z.string().nullable(),
  importAssets: z.string().nullable(),
  logic: z.string().nullable(),
  logicXml: z.string().nullable(),
  logicBk: z.string().nullable(),
  logicXmlBk: z.string().nullable(),
  externalResources: z.array(z.unknown()),
  needSave: z.boolean(),
  saveAsNew: z.boolean(),
  version: z.number().int(),
  category: z.string(),
  lastModifiedTime: z.number(),
  lastModifiedBy: z.string(),
  versions: z.array(SceneVersionInfo),
  /** 'version, time, user' of the loaded version. */
  selectedVersion: z.string(),
});
/** A scene as loaded. */
export type SceneVo = z.infer<typeof SceneVo>;

/** A row of findAll (no content). */
export const SceneRow = SceneVo.omit({ content: true, logic: true, logicXml: true, logicBk: true, logicXmlBk: true, data: true, importAssets: true, versions: true });
/** A row of findAll. */
export type SceneRow = z.infer<typeof SceneRow>;

/** The default category's name. */
export const DEFAULT_SCENE_CATEGORY = 'Default';

/** Reply code of a stale save: the scene was saved by someone else since the client loaded it. */
export const SCENE_MODIFIED_CODE = 409;
/** Message key of the stale-save refusal ("scene modified by others"); the reply's data is the SceneConflict. */
export const SCENE_MODIFIED_KEY = 'scene.modifiedByOthers';

/** Data of a stale-save refusal: what the server has now. */
export const SceneConflict = z.object({
  conflict: z.literal('scene-modified'),
  uuid: z.string(),
  latestVersion: z.number().int(),
  baseVersion: z.number().int(),
  lastModifiedBy: z.string(),
  lastModifiedTime: z.number(),
});
/** Data of a stale-save refusal. */
export type SceneConflict = z.infer<typeof SceneConflict>;

const nullableText = WireLongText.nullish();

/** Most characters of a scene's preview picture (in limit-values.ts, without zod, for the runtime's capture). */
export { SCENE_PREVIEW_MAX_CHARS } from './limit-values.js';
import { SCENE_PREVIEW_MAX_CHARS } from './limit-values.js';
/** Message key of a preview that is not a PNG, JPEG or WebP data URL. */
export const SCENE_PREVIEW_TYPE_KEY = 'scene.previewType';
/** A scene's preview picture (its card's thumbnail): a base64 data URL of a PNG, JPEG or WebP image. */
export const ScenePreview = wireString(SCENE_PREVIEW_MAX_CHARS).regex(/^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/, SCENE_PREVIEW_TYPE_KEY);

/** Body of saveScene. uuid null (or a temporary one: '+…' or a number above 1e12) creates the scene. */
export const SaveSceneBody = z.object({
  uuid: z.union([WireIdText, z.number()]).nullish(),
  projectUuid: WireId,
  name: WireName,
  content: WireLongText,
  category: WireCategory.nullish(),
  path: WireShortText.nullish(),
  data: nullableText,
  /** Omitted: the scene keeps its preview. */
  preview: ScenePreview.nullish(),
  importAssets: nullableText,
  logic: nullableText,
  logicXml: nullableText,
  logicBk: nullableText,
  logicXmlBk: nullableText,
  externalResources: wireList(z.unknown()).nullish(),
  /** The version the client loaded; a save on top of a newer one is refused (409) unless forced. Omitted: no check. */
  version: z.number().int().nullish(),
  /** Save as a new version even when the scene changed since `version` (the user chose to overwrite). */
  saveAsNew: z.boolean().nullish(),
  /** Same as saveAsNew. */
  force: z.boolean().nullish(),
  needSave: z.boolean().nullish(),
}).loose();

/** Reply of saveScene. */
export const SaveSceneReply = z.object({
  uuid: z.string(),
  version: z.number().int(),
  lastModifiedTime: z.number(),
  lastModifiedBy: z.string(),
  needSave: z.literal(false),
  /** The temporary uuid the client sent, when the scene was created. */
  tempUuid: z.string().nullable(),
});
/** Reply of saveScene. */
export type SaveSceneReply = z.infer<typeof SaveSceneReply>;

/** Body of updateScene: scene facts that do not make a new version. */
export const UpdateSceneBody = z.object({
  uuid: WireId,
  name: WireName.optional(),
  category: WireCategory.optional(),
  preview: ScenePreview.nullish(),
  path: WireShortText.optional(),
}).loose();

/** Path with one scene id. */
export const SceneIdParams = z.object({ id: WireId });
/** Path of loadSceneByIdAndVersion/{id}/true/{version}. */
export const SceneVersionParams = z.object({ id: WireId, flag: WireIdText, version: z.coerce.number().int().min(1) });
/** Path of judgeScene/{projectId}/{name}: may the name be used in the project? */
export const JudgeSceneParams = z.object({ projectId: WireId, name: WireName });
/** Reply of judgeScene: true when the name is valid and free. */
export const JudgeSceneReply = z.object({ valid: z.boolean(), exists: z.boolean(), problem: z.string().nullable() });
/** Path of check-before-save/{sceneId}/{version}. */
export const CheckBeforeSaveParams = z.object({ id: WireId, version: z.coerce.number().int().min(0) });
/** Reply of check-before-save. */
export const CheckBeforeSaveReply = z.object({ canSave: z.boolean(), latestVersion: z.number().int(), lastModifiedBy: z.string(), lastModifiedTime: z.number() });

/** Path of findAll/{projectId}; query category (omitted or 'All' = every one). */
export const FindAllParams = z.object({ projectId: WireId });
/** Query of findAll. */
export const FindAllQuery = z.object({ category: WireShortText.optional() });

/** A scene template. */
/** A scene template; `titles` and `descriptions` carry its name and description in the three interface languages. */
export const SceneTemplate = z.object({
  uuid: z.string(), name: z.string(), description: z.string(), preview: z.string().nullable(),
  titles: BuiltinTitles, descriptions: BuiltinTitles,
});
/** A scene template. */
export type SceneTemplate = z.infer<typeof SceneTemplate>;

/** Query of createScene. */
export const CreateSceneQuery = z.object({ projectId: WireId, templateId: WireId, name: WireName, category: WireCategory.optional() });

/** Body of copy-scene. */
export const CopySceneBody = z.object({ uuid: WireId, name: WireName.optional(), projectUuid: WireIdText.optional(), category: WireCategory.optional() });

/** Scenes per category (get-category-scene-count/{projectId}). */
export const CategoryCount = z.object({ category: z.string(), count: z.number().int() });
/** Query of update-category (rename / move every scene of a category). */
export const UpdateCategoryQuery = z.object({ projectId: WireId, sourceCategory: WireShortText.min(1), targetCategory: WireShortText });
/** Query of delete-category (its scenes move to the default category). */
export const DeleteCategoryQuery = z.object({ projectId: WireId, category: WireShortText.min(1) });

/** A scene in the recycle bin. */
export const DeletedScene = z.object({ uuid: z.string(), name: z.string(), projectUuid: z.string(), category: z.string(), deletedAt: z.number() });
/** Query of query-delete-list (date: 1, 7 or 30 days). */
export const DeleteListQuery = z.object({ date: z.coerce.number().int().optional() });
/** Path of update-delete/{projectUuid}/{sceneUuid}/{flag}: flag 0 restores, 1 deletes for good. */
export const UpdateDeleteParams = z.object({ projectUuid: WireId, uuid: WireId, flag: z.enum(['0', '1']) });
/** Query of clear (flag 'all' or absent empties the bin; date restricts to items deleted longer ago than that many days). */
export const ClearBinQuery = z.object({ flag: WireIdText.optional(), date: z.coerce.number().int().optional() });

/** One scene asset to save (content as base64). */
export const SceneAssetInput = z.object({ name: WireShortText.min(1), content: WireLongText });
/** Body of saveSceneAssets. */
export const SaveSceneAssetsBody = z.object({ projectUuid: WireId, assets: wireList(SceneAssetInput, WireLimits.idList) });
/** A saved scene asset. */
export const SceneAssetInfo = z.object({ name: z.string(), sha256: z.string(), size: z.number(), url: z.string() });
/** Body of isAssetsExist. */
export const IsAssetsExistBody = z.object({ projectUuid: WireId, names: wireList(WireShortText, WireLimits.nameList) });
/** Reply of isAssetsExist: the names already stored. */
export const IsAssetsExistReply = z.array(z.string());

/** Multipart fields of import-scene (file in `file`, a .kzs). */
export const ImportSceneFields = z.object({ name: WireName.optional(), project: WireId, category: WireCategory.optional() });
/** Multipart fields of import-scene-merge (file in `file`, a .kzs): a new version of an existing scene. */
export const ImportSceneMergeFields = z.object({ project: WireId, sceneId: WireId });
/** Query of export-scene/{id}[?version]. */
export const ExportSceneQuery = z.object({ version: z.coerce.number().int().min(1).optional() });
