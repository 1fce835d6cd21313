import { z } from 'zod';
import { WireId, WireIdText, WireLimits, withinJsonBytes, wireList, WireName, WireShortText } from './limits.js';
import { InfoPointListWire, InfoPointWire } from './info-point-list.js';

// Wire contract of the resource calls (spec 000 §7): /repo/kf-resource, /repo/kf-pub-resource, kf-material,
// kf-info-point, kf-part, kf-configurator3d and the resource calls under /repo/kf-scene.

/** A title in the three interface languages, carried by the server's built-in content (the browser shows the user's). */
export const BuiltinTitles = z.object({ en: z.string(), 'zh-CN': z.string(), 'zh-TW': z.string() });
/** A title in the three interface languages. */
export type BuiltinTitles = z.infer<typeof BuiltinTitles>;

/** A built-in light preset (build-in-lights). */
export const BuiltinLight = z.object({ uuid: z.string(), name: z.string(), titles: BuiltinTitles, type: z.string(), props: z.record(z.string(), z.unknown()) });
/** A built-in light preset. */
export type BuiltinLight = z.infer<typeof BuiltinLight>;

/** A built-in material preset (build-in-material, build-in-simple-material). */
export const BuiltinMaterial = z.object({ uuid: z.string(), name: z.string(), titles: BuiltinTitles, type: z.string(), props: z.record(z.string(), z.unknown()), preview: z.string() });
/** A built-in material preset. */
export type BuiltinMaterial = z.infer<typeof BuiltinMaterial>;

/** A built-in image (build-in-images). */
export const BuiltinImage = z.object({ uuid: z.string(), name: z.string(), titles: BuiltinTitles, url: z.string(), preview: z.string(), width: z.number(), height: z.number() });
/** A built-in image. */
export type BuiltinImage = z.infer<typeof BuiltinImage>;

/** A built-in HDR environment (build-in-hdrs): url of a Radiance .hdr, preview PNG. */
export const BuiltinHdr = z.object({ uuid: z.string(), name: z.string(), titles: BuiltinTitles, url: z.string(), preview: z.string() });
/** A built-in HDR environment. */
export type BuiltinHdr = z.infer<typeof BuiltinHdr>;

/** A built-in model (build-in-models): a GLB. */
export const BuiltinModel = z.object({ uuid: z.string(), name: z.string(), titles: BuiltinTitles, format: z.string(), size: z.number(), url: z.string(), preview: z.string() });
/** A built-in model. */
export type BuiltinModel = z.infer<typeof BuiltinModel>;

/** A built-in particle system preset (build-in-particles): the props of a ParticleSystem node, preview PNG. */
export const BuiltinParticle = z.object({ uuid: z.string(), name: z.string(), titles: BuiltinTitles, props: z.record(z.string(), z.unknown()), preview: z.string() });
/** A built-in particle system preset. */
export type BuiltinParticle = z.infer<typeof BuiltinParticle>;

/**
 * A LUT (all-lutes): url of a 256×16 PNG strip (blue picks the 16×16 tile, red = x, green = y from the top row), cubeUrl of
 * the same look as a 17³ .cube. In Babylon: `new Texture(url, scene, true, false)` (invertY false) as
 * `imageProcessingConfiguration.colorGradingTexture` with `colorGradingWithGreenDepth = false`.
 */
export const BuiltinLut = z.object({ uuid: z.string(), name: z.string(), titles: BuiltinTitles, url: z.string(), cubeUrl: z.string(), preview: z.string() });
/** A LUT. */
export type BuiltinLut = z.infer<typeof BuiltinLut>;

/** A built-in info point (info-points-by-category/{category}/{n}): the point to add, its icon and its titles. */
export const BuiltinInfoPoint = z.object({ uuid: z.string(), name: z.string(), titles: BuiltinTitles, category: z.string(), url: z.string(), preview: z.string(), point: InfoPointWire });
/** A built-in info point. */
export type BuiltinInfoPoint = z.infer<typeof BuiltinInfoPoint>;

/** Path of info-points-by-category: category ('all' for every one) and n, the most to return (0 = all). */
export const InfoPointsByCategoryParams = z.object({ category: WireShortText.min(1), n: z.coerce.number().int().min(0) });

/** Kinds of project resource (typeId). */
export const ResourceType = z.enum(['image', 'model', 'file', 'material', 'info-point', 'part', 'cfg3d', 'scene']);
/** A kind of project resource. */
export type ResourceType = z.infer<typeof ResourceType>;

/** A project/scene resource (picture, model, file, material, info point, part, theme preset). */
export const ResourceVo = z.object({
  uuid: z.string(),
  pubResUuid: z.string(),
  /** '/resources/{pubResUuid}' for files; '' for data-only kinds. */
  url: z.string(),
  name: z.string(),
  /** The uploaded file's name with its extension (the name may have lost it), for files. */
  fileName: z.string().optional(),
  typeId: z.string(),
  groups: z.array(z.string()),
  projectId: z.string(),
  sceneId: z.string().nullable(),
  size: z.number(),
  /** JSON data of materials, info points, parts, theme presets. */
  data: z.unknown().optional(),
  category: z.string().optional(),
  createdAt: z.number(),
});
/** A project/scene resource. */
export type ResourceVo = z.infer<typeof ResourceVo>;

/** Multipart fields of import-scene-resource (file in `file`). */
export const ImportSceneResourceFields = z.object({ name: WireName.optional(), scene: WireId, groups: WireShortText.optional() });
/** Multipart fields of upload-image (file in `file`): scene uuid, optional name and groups. */
export const UploadImageFields = z.object({ scene: WireId, name: WireName.optional(), groups: WireShortText.optional() });
/** Multipart fields of replace-scene-resource (file in `file`). */
export const ReplaceResourceFields = z.object({ uuid: WireId });
/** Multipart fields of import-info-point (file in `file`). */
export const ImportInfoPointFields = z.object({ filename: WireShortText.optional(), project: WireId });

/** Path of load-resources/{sceneId}[/{group}]. */
export const LoadResourcesParams = z.object({ sceneId: WireId, group: WireShortText.optional() });

/** Reply of load-resources: every picture, and one list per group. */
export const SceneResources = z.object({
  sceneImgList: z.record(z.string(), z.array(ResourceVo)),
  sceneImgGroups: z.array(z.string()),
  resources: z.array(ResourceVo),
});
/** Reply of load-resources. */
export type SceneResources = z.infer<typeof SceneResources>;

/** Body of copy-resource (and the copy calls of material, info point, part). */
export const CopyResourceBody = z.object({ uuid: WireId, sceneId: WireIdText.optional(), projectId: WireIdText.optional(), name: WireName.optional() });
/** Body of update-resource-groups: set the groups of some resources. */
export const UpdateResourceGroupsBody = z.object({ uuids: wireList(WireId, WireLimits.idList).min(1), groups: wireList(WireName, WireLimits.idList) });
/** Body of update-resource-info: rename a resource. */
export const UpdateResourceInfoBody = z.object({ uuid: WireId, name: WireName });
/** Body of delete-resource-groups: take groups off resources. */
export const DeleteResourceGroupsBody = z.object({ uuids: wireList(WireId, WireLimits.idList).min(1), groups: wireList(WireName, WireLimits.idList).min(1) });

/** One info point as saved on a project. */
export const InfoPointInput = z.object({ name: WireName, url: WireShortText, category: WireShortText.default('general') }).loose();
/** Body of save-info-points (the project's info-point icons, spec 000 Project.infoPoints): its stored JSON bounded. */
export const SaveInfoPointsBody = z.object({ projectId: WireId, infoPoints: withinJsonBytes(wireList(InfoPointInput, WireLimits.idList)) });

/** A resource group in the tree. */
export interface ResourceGroup {
  /** Group id. */
  readonly id: string;
  readonly name: string;
  readonly parentId: string | null;
  readonly typeId: string;
  readonly projectId: string;
  readonly sceneId: string | null;
  readonly children: ResourceGroup[];
}
/** A resource group in the tree. */
export const ResourceGroup: z.ZodType<ResourceGroup> = z.lazy(() => z.object({
  id: z.string(), name: z.string(), parentId: z.string().nullable(), typeId: z.string(), projectId: z.string(), sceneId: z.string().nullable(),
  children: z.array(ResourceGroup),
}));

/** Query of get-group-tree. */
export const GroupTreeQuery = z.object({ projectId: WireId, sceneId: WireIdText.optional(), typeId: WireIdText.optional() });
/** Body of save-group (create). */
export const SaveGroupBody = z.object({ projectId: WireId, sceneId: WireIdText.nullish(), typeId: WireIdText.default('image'), parentId: WireIdText.nullish(), name: WireName });
/** Body of update-group (rename and/or move). */
export const UpdateGroupBody = z.object({ id: WireId, projectId: WireId, typeId: WireIdText.optional(), parentId: WireIdText.nullish(), name: WireName.optional() });

/** Body of query-resource-list. */
export const QueryResourceListBody = z.object({
  projectId: WireId,
  sceneId: WireIdText.nullish(),
  typeId: WireIdText.optional(),
  group: WireName.optional(),
  keyWord: WireShortText.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});

/** Body of the update-pro-* calls (material, info point, part, theme preset, file 3d): create or update a data resource. */
export const UpsertProResourceBody = z.object({
  uuid: WireIdText.nullish(),
  projectId: WireId,
  sceneId: WireIdText.nullish(),
  name: WireName,
  groups: wireList(WireName, WireLimits.idList).default([]),
  data: withinJsonBytes(z.unknown()).optional(),
});

/** Query of the find-pro-* calls. */
export const FindProQuery = z.object({
  projectId: WireId,
  sceneId: WireIdText.optional(),
  /** With pageSize: the 1-based page of the list (oldest first); without, the whole list. */
  pageNo: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** Rows per page, at most WireLimits.heavyPageSize. */
  pageSize: z.coerce.number().int().min(1).max(WireLimits.heavyPageSize).optional(),
});

/** Query of kf-pub-resource/load-file. */
export const LoadFileQuery = z.object({ uuid: WireId });
/** A project info-point resource: a named set of points (at most 10,000) kept in the project for any of its scenes. */
export const ProjectInfoPoints = ResourceVo.extend({ data: z.array(InfoPointWire) });
/** A project info-point resource. */
export type ProjectInfoPoints = z.infer<typeof ProjectInfoPoints>;

/** Body of kf-info-point/update-pro-info: the set's name, groups and points (ids and names each unique). */
export const UpsertProInfoPointsBody = UpsertProResourceBody.extend({ data: withinJsonBytes(InfoPointListWire) });

