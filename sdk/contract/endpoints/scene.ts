import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { WireId, WireShortText } from '../limits.js';
import {
  CategoryCount, ClearBinQuery, CopySceneBody, CreateSceneQuery, DeleteCategoryQuery, DeletedScene, DeleteListQuery, ExportSceneQuery,
  FindAllParams, FindAllQuery, JudgeSceneParams, JudgeSceneReply, ImportSceneFields, IsAssetsExistBody, IsAssetsExistReply, SaveSceneAssetsBody, SaveSceneBody,
  SaveSceneReply, SceneAssetInfo, SceneIdParams, SceneRow, SceneTemplate, SceneVersionInfo, SceneVersionParams, SceneVo,
  UpdateCategoryQuery, UpdateDeleteParams, UpdateSceneBody,
} from '../scene.js';

// Scene endpoints the browser calls (spec 000 §3, §7): /repo/kf-scene/*.

/** Scenes of a project. */
export const FindAllScenes = defineEndpoint({
  method: 'GET', path: '/repo/kf-scene/findAll/:projectId', params: FindAllParams, query: FindAllQuery, reply: z.array(SceneRow),
  summary: 'Scenes of a project (optionally of one category), newest first; rows carry projectUuid',
});

/** Saved versions of a scene. */
export const FindSceneVersions = defineEndpoint({
  method: 'GET', path: '/repo/kf-scene/find-scene-version/:id', params: SceneIdParams, reply: z.array(SceneVersionInfo),
  summary: 'Saved versions of a scene, newest first',
});

/** A scene as saved in one version. */
export const LoadSceneVersion = defineEndpoint({
  method: 'GET', path: '/repo/kf-scene/loadSceneByIdAndVersion/:id/:flag/:version', params: SceneVersionParams, reply: SceneVo,
  summary: 'A scene as saved in one version',
});

/** Scene templates. */
export const FindAllTemplates = defineEndpoint({
  method: 'GET', path: '/repo/kf-scene/findAllTemplates', reply: z.array(SceneTemplate), summary: 'Scene templates for createScene',
});

/** Create a scene from a template. */
export const CreateScene = defineEndpoint({
  method: 'POST', path: '/repo/kf-scene/createScene', query: CreateSceneQuery, reply: SceneVo, summary: 'Create a scene from a template',
});

/** The latest version of a scene. */
export const LoadScene = defineEndpoint({
  method: 'GET', path: '/repo/kf-scene/loadScene/:id', params: SceneIdParams, reply: SceneVo,
  summary: 'The latest version of a scene (designer mode)',
});

/** Save a scene as a new version. */
export const SaveScene = defineEndpoint({
  method: 'POST', path: '/repo/kf-scene/saveScene', body: SaveSceneBody, reply: SaveSceneReply,
  summary: 'Save a scene as a new version; a temporary uuid creates it; a stale version is refused with 409 scene.modifiedByOthers unless saveAsNew/force',
});

/** Rename, recategorise or set the preview of a scene. */
export const UpdateScene = defineEndpoint({
  method: 'POST', path: '/repo/kf-scene/updateScene', body: UpdateSceneBody, reply: SceneRow,
  summary: 'Rename, recategorise or set the preview of a scene (no new version)',
});

/** Copy a scene. */
export const CopyScene = defineEndpoint({
  method: 'POST', path: '/repo/kf-scene/copy-scene', body: CopySceneBody, reply: SceneRow,
  summary: 'Copy a scene (latest version) into the same or another own project',
});

/** Scenes per category of a project. */
export const CategorySceneCount = defineEndpoint({
  method: 'GET', path: '/repo/kf-scene/get-category-scene-count/:id', params: SceneIdParams, reply: z.array(CategoryCount),
  summary: 'Scenes per category of a project (id = project uuid)',
});

/** Rename a category / move its scenes to another. */
export const UpdateCategory = defineEndpoint({
  method: 'POST', path: '/repo/kf-scene/update-category', query: UpdateCategoryQuery, reply: z.object({ moved: z.number() }),
  summary: 'Rename a category / move its scenes to another',
});

/** Delete a category (its scenes move to the default category). */
export const DeleteCategory = defineEndpoint({
  method: 'POST', path: '/repo/kf-scene/delete-category', query: DeleteCategoryQuery, reply: z.object({ moved: z.number() }),
  summary: 'Delete a category; its scenes move to the default category (nothing is lost)',
});

/** Move a scene to the recycle bin. */
export const BinScene = defineEndpoint({
  method: 'GET', path: '/repo/kf-scene/deleteScene/:id', params: SceneIdParams, reply: DeletedScene,
  summary: 'Move a scene to the recycle bin (kept 30 days)',
});

/** How many scenes are in the recycle bin. */
export const SceneBinCount = defineEndpoint({
  method: 'GET', path: '/repo/kf-scene/get-delete-count', reply: z.number(), summary: 'How many scenes are in the recycle bin',
});

/** Scenes in the recycle bin. */
export const SceneBin = defineEndpoint({
  method: 'GET', path: '/repo/kf-scene/query-delete-list', query: DeleteListQuery, reply: z.array(DeletedScene),
  summary: 'Scenes in the recycle bin, optionally deleted in the last 1/7/30 days',
});

/** Restore (flag 0) or delete for good (flag 1) a binned scene. */
export const UpdateSceneBin = defineEndpoint({
  method: 'GET', path: '/repo/kf-scene/update-delete/:projectUuid/:uuid/:flag', params: UpdateDeleteParams, reply: DeletedScene,
  summary: 'Restore (flag 0) or delete for good (flag 1) a scene in the bin',
});

/** Empty the scene bin. */
export const ClearSceneBin = defineEndpoint({
  method: 'GET', path: '/repo/kf-scene/clear', query: ClearBinQuery, reply: z.number(),
  summary: 'Empty the scene bin (flag 0 restores everything instead); date limits it to items deleted in the last N days',
});

/** Store scene assets of a project. */
export const SaveSceneAssets = defineEndpoint({
  method: 'POST', path: '/repo/kf-scene/saveSceneAssets', body: SaveSceneAssetsBody, reply: z.array(SceneAssetInfo),
  summary: 'Store scene assets of a project (base64 content); same bytes stored once',
});

/** Which of the named assets the project already has. */
export const IsAssetsExist = defineEndpoint({
  method: 'POST', path: '/repo/kf-scene/isAssetsExist', body: IsAssetsExistBody, reply: IsAssetsExistReply,
  summary: 'Which of the named assets the project already has',
});

/** The bytes of one scene asset. */
export const LoadAsset = defineEndpoint({
  method: 'GET', path: '/repo/kf-scene/load-asset', query: z.object({ projectUuid: WireId, name: WireShortText.min(1) }),
  reply: z.never(), file: true, summary: 'The bytes of one scene asset',
});

/** Create a scene from an uploaded .kzs archive. */
export const ImportScene = defineEndpoint({
  method: 'POST', path: '/repo/kf-scene/import-scene', multipart: true, body: ImportSceneFields, reply: SceneRow,
  summary: 'Create a scene from an uploaded .kzs archive (only .kzs accepted)',
});

/** Download a scene as a .kzs archive. */
export const ExportScene = defineEndpoint({
  method: 'GET', path: '/repo/kf-scene/export-scene/:id', params: SceneIdParams, query: ExportSceneQuery, reply: z.never(), file: true,
  summary: 'Download a scene (latest or ?version) as a .kzs archive',
});

/** Whether a name is valid and free in a project. */
export const JudgeScene = defineEndpoint({
  method: 'GET', path: '/repo/kf-scene/judgeScene/:projectId/:name', params: JudgeSceneParams, reply: JudgeSceneReply,
  summary: 'Whether a name is valid and free in a project',
});
