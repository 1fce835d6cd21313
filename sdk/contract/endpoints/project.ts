import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  ClearProjectBinQuery, CreateProjectBody, DeletedProject, ProjectIdParams, ProjectVo, RecycleBinQuery, UpdateProjectBody, UsedSpace,
} from '../project.js';

// Project endpoints the browser calls (spec 000 §3, §7): /repo/kf-project/*.

/** Every live project of the signed-in designer. */
export const GetAllProjects = defineEndpoint({
  method: 'GET', path: '/repo/kf-project/get-all', reply: z.array(ProjectVo),
  summary: 'Every live project of the signed-in designer, default first then newest',
});

/** Create a project. */
export const CreateProject = defineEndpoint({
  method: 'POST', path: '/repo/kf-project/createProject', body: CreateProjectBody, reply: ProjectVo,
  summary: 'Create a project (name not empty, at most 50 bytes)',
});

/** Update a project's name, groups, routes or info points. */
export const UpdateProject = defineEndpoint({
  method: 'POST', path: '/repo/kf-project/updateProject', body: UpdateProjectBody, reply: ProjectVo,
  summary: 'Update a project\'s name, groups, routes or info points',
});

/** The user's default project. */
export const GetDefaultProject = defineEndpoint({
  method: 'GET', path: '/repo/kf-project/get-default-project', reply: ProjectVo, summary: 'The user\'s default project (created when missing)',
});

/** Storage used against the plan limit. */
export const GetUsedSpace = defineEndpoint({
  method: 'GET', path: '/repo/kf-project/get-used-space', reply: UsedSpace,
  summary: 'Storage used by the user\'s blobs against the plan limit (100 MB free, 1000 MB PROFESSIONAL)',
});

/** Move a project to the recycle bin. */
export const BinProject = defineEndpoint({
  method: 'GET', path: '/repo/kf-project/update-delete/:id', params: ProjectIdParams, reply: DeletedProject,
  summary: 'Move a project to the recycle bin (kept 30 days); the default project stays',
});

/** Restore a project from the recycle bin. */
export const RestoreProject = defineEndpoint({
  method: 'GET', path: '/repo/kf-project/rollback/:id', params: ProjectIdParams, reply: DeletedProject,
  summary: 'Restore a project from the recycle bin',
});

/** Delete a binned project for good. */
export const DeleteProject = defineEndpoint({
  method: 'DELETE', path: '/repo/kf-project/del/:id', params: ProjectIdParams, reply: DeletedProject,
  summary: 'Delete a project in the recycle bin for good (with its scenes and resources)',
});

/** How many projects are in the recycle bin. */
export const ProjectBinCount = defineEndpoint({
  method: 'GET', path: '/repo/kf-project/get-delete-count', reply: z.number(), summary: 'How many projects are in the recycle bin',
});

/** Projects in the recycle bin. */
export const ProjectBin = defineEndpoint({
  method: 'GET', path: '/repo/kf-project/load-recycle-bin', query: RecycleBinQuery, reply: z.array(DeletedProject),
  summary: 'Projects in the recycle bin, optionally deleted in the last 1/7/30 days',
});

/** Empty the project bin. */
export const ClearProjectBin = defineEndpoint({
  method: 'GET', path: '/repo/kf-project/clear', query: ClearProjectBinQuery, reply: z.number(),
  summary: 'Empty the project bin (flag 0 restores everything instead); date limits it to the last N days',
});
