import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { WireId } from '../limits.js';
import { BuiltinInfoPoint, CopyResourceBody, FindProQuery, ImportInfoPointFields, InfoPointsByCategoryParams, ProjectInfoPoints, UpsertProInfoPointsBody } from '../resource.js';

// Info-point endpoints the browser calls (spec 000 §7, issue 29): a project's info-point sets, the built-in points by
// category, and the import of a CSV or JSON file of points.

/** Create or update a project info-point set. */
export const UpdateProInfoPoints = defineEndpoint({
  method: 'POST', path: '/repo/kf-info-point/update-pro-info', body: UpsertProInfoPointsBody, reply: ProjectInfoPoints,
  summary: 'Create (no uuid) or update a project info-point set: name, groups and its points (ids and names unique, at most 10,000)',
});

/** The info-point sets of a project (or of one of its scenes). */
export const FindProInfoPoints = defineEndpoint({
  method: 'GET', path: '/repo/kf-info-point/find-pro-info-point', query: FindProQuery, reply: z.array(ProjectInfoPoints),
  summary: 'Info-point sets of a project, oldest first; pageNo/pageSize to page',
});

/** Copy a project info-point set (name made unique with .1, .2 …). */
export const CopyProInfoPoints = defineEndpoint({
  method: 'POST', path: '/repo/kf-info-point/copy-info-point', body: CopyResourceBody, reply: ProjectInfoPoints,
  summary: 'Copy a project info-point set, into another project or scene of the caller\'s when named; name made unique with .1, .2 …',
});

/** Delete a project info-point set. */
export const DeleteProInfoPoints = defineEndpoint({
  method: 'DELETE', path: '/repo/kf-info-point/delete-info-point/:uuid', params: z.object({ uuid: WireId }), reply: z.object({ uuid: z.string() }),
  summary: 'Delete a project info-point set',
});

/** Built-in info points of a category. */
export const BuiltinInfoPointsByCategory = defineEndpoint({
  method: 'GET', path: '/repo/kf-resource/info-points-by-category/:category/:n', params: InfoPointsByCategoryParams, reply: z.array(BuiltinInfoPoint),
  summary: 'Built-in info points of a category (\'all\' for every one), at most n (0 = all): each a point to add, with its icon and titles',
});

/**
 * Import a CSV or JSON file of info points into a project as a new info-point set (named from `filename`, else the
 * file's name; made unique with .1, .2 …). Every bad line is refused (400, data `InfoPointImportRefused`) and then
 * nothing is stored.
 */
export const ImportInfoPoints = defineEndpoint({
  method: 'POST', path: '/repo/kf-resource/import-info-point', multipart: true, body: ImportInfoPointFields, reply: ProjectInfoPoints,
  summary: 'Import a CSV (header name,category,type,status,x,y,z,visible[,id]) or JSON array of info points as a project info-point set; all lines or none',
});
