import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { PageInfo } from '../envelope.js';
import { WireId } from '../limits.js';
import {
  BuiltinHdr, BuiltinImage, BuiltinLight, BuiltinLut, BuiltinMaterial, BuiltinModel, BuiltinParticle, CopyResourceBody, FindProQuery, GroupTreeQuery,
  ImportSceneResourceFields, QueryResourceListBody, UpsertProResourceBody,
  LoadResourcesParams, ResourceGroup, ResourceVo, SaveGroupBody, SceneResources, UpdateGroupBody, UploadImageFields,
} from '../resource.js';

// Resource endpoints the browser calls (spec 000 §4): uploads, resource groups and lists, the built-in catalogue.

/** Import a file as a scene resource (replies code 200). */
export const ImportSceneResource = defineEndpoint({
  method: 'POST', path: '/repo/kf-scene/import-scene-resource', multipart: true, body: ImportSceneResourceFields, reply: z.array(ResourceVo),
  summary: 'Import a file as a scene resource; replies code 200 with data[0] = { uuid, pubResUuid, … }; name cut to 50 characters',
});

/** The resources of a scene. */
export const LoadSceneResources = defineEndpoint({
  method: 'GET', path: '/repo/kf-scene/load-resources/:sceneId', params: LoadResourcesParams.pick({ sceneId: true }), reply: SceneResources,
  summary: 'Resources of a scene: every picture (AllPictures) and one list per group',
});

/** Upload one image to a saved scene. */
export const UploadImage = defineEndpoint({
  method: 'POST', path: '/repo/kf-scene/upload-image', multipart: true, body: UploadImageFields, reply: ResourceVo,
  summary: 'Upload one image (.png .jpg .jpeg .tga .bmp .dds .webp .basis .ktx2 .hdr) to a saved scene',
});

/** Resource groups of a project as a tree. */
export const GetGroupTree = defineEndpoint({
  method: 'GET', path: '/repo/kf-pub-resource/get-group-tree', query: GroupTreeQuery, reply: z.array(ResourceGroup),
  summary: 'Resource groups of a project (and scene) as a tree',
});

/** Create a group. */
export const SaveGroup = defineEndpoint({
  method: 'POST', path: '/repo/kf-pub-resource/save-group', body: SaveGroupBody, reply: ResourceGroup,
  summary: 'Create a group (name: not empty, no special characters or \'/\', unique among siblings)',
});

/** Rename a group and/or move it. */
export const UpdateGroup = defineEndpoint({
  method: 'POST', path: '/repo/kf-pub-resource/update-group', body: UpdateGroupBody, reply: ResourceGroup,
  summary: 'Rename a group and/or move it under another parent',
});

/** Delete a group and its sub-groups. */
export const DeleteGroup = defineEndpoint({
  method: 'DELETE', path: '/repo/kf-pub-resource/delete-group/:id', params: z.object({ id: WireId }), reply: z.object({ deleted: z.number() }),
  summary: 'Delete a group and its sub-groups; resources stay, without those groups',
});

/** Resources of a project, filtered and paged. */
export const QueryResourceList = defineEndpoint({
  method: 'POST', path: '/repo/kf-pub-resource/query-resource-list', body: QueryResourceListBody,
  reply: z.object({ rows: z.array(ResourceVo), pageInfo: PageInfo }), summary: 'Resources of a project, filtered and paged',
});

/** Built-in light presets. */
export const BuiltinLights = defineEndpoint({ method: 'GET', path: '/repo/kf-resource/build-in-lights', reply: z.array(BuiltinLight), summary: 'Built-in light presets' });
/** Built-in PBR material presets. */
export const BuiltinMaterials = defineEndpoint({ method: 'GET', path: '/repo/kf-resource/build-in-material', reply: z.array(BuiltinMaterial), summary: 'Built-in PBR material presets' });
/** Built-in simple (standard) material presets. */
export const BuiltinSimpleMaterials = defineEndpoint({
  method: 'GET', path: '/repo/kf-resource/build-in-simple-material', reply: z.array(BuiltinMaterial), summary: 'Built-in simple (standard) material presets',
});
/** Built-in images. */
export const BuiltinImages = defineEndpoint({ method: 'GET', path: '/repo/kf-resource/build-in-images', reply: z.array(BuiltinImage), summary: 'Built-in images (PNG)' });
/** Built-in HDR environments. */
export const BuiltinHdrs = defineEndpoint({ method: 'GET', path: '/repo/kf-resource/build-in-hdrs', reply: z.array(BuiltinHdr), summary: 'Built-in HDR environments (Radiance .hdr)' });
/** Colour-grading LUTs. */
export const BuiltinLuts = defineEndpoint({ method: 'GET', path: '/repo/kf-resource/all-lutes', reply: z.array(BuiltinLut), summary: 'Colour-grading LUTs (PNG strip and .cube)' });
/** Built-in models. */
export const BuiltinModels = defineEndpoint({ method: 'GET', path: '/repo/kf-resource/build-in-models', reply: z.array(BuiltinModel), summary: 'Built-in models (GLB)' });
/** Built-in particle system presets. */
export const BuiltinParticles = defineEndpoint({
  method: 'GET', path: '/repo/kf-resource/build-in-particles', reply: z.array(BuiltinParticle), summary: 'Built-in particle system presets (fire, smoke, sparks, rain, snow)',
});

// A project's materials (issue 13 §8): a material saved to the project's resources (my files, material kind), applied in another scene.

/** Create or update a project material (`data` carries the material's type and props). */
export const UpdateProMaterial = defineEndpoint({
  method: 'POST', path: '/repo/kf-material/update-pro-info', body: UpsertProResourceBody, reply: ResourceVo, summary: 'Create or update a project material',
});

/** The materials of a project (of one scene when sceneId is given), oldest first. */
export const FindProMaterials = defineEndpoint({
  method: 'GET', path: '/repo/kf-material/find-pro-material', query: FindProQuery, reply: z.array(ResourceVo), summary: 'Project material resources',
});

/** Copy a project material (to another project or scene); the copy's name is made unique. */
export const CopyProMaterial = defineEndpoint({
  method: 'POST', path: '/repo/kf-material/copy-material', body: CopyResourceBody, reply: ResourceVo, summary: 'Copy a project material',
});

/** Delete a project material. */
export const DeleteProMaterial = defineEndpoint({
  method: 'DELETE', path: '/repo/kf-material/delete-material/:uuid', params: z.object({ uuid: WireId }), reply: z.object({ uuid: z.string() }),
  summary: 'Delete a project material',
});
