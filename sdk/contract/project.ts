import { z } from 'zod';
import { WireId, WireIdText, withinJsonBytes, wireList, WireShortText } from './limits.js';
import { NameRule } from './account-rules.js';

// Wire contract of the project calls under /repo/kf-project (spec 000 §3, §7) and the project recycle bin.

/** An info point of a project (url 'resources/…' is rewritten by the client). */
export const InfoPoint = z.object({ url: WireShortText, category: WireShortText }).passthrough();

/** A project as the server sends it. */
export const ProjectVo = z.object({
  uuid: z.string(),
  name: z.string(),
  groups: z.array(z.unknown()),
  desRoutes: z.array(z.unknown()),
  infoPoints: z.array(InfoPoint),
  isDefault: z.boolean(),
  componentLib: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** The caller's role: absent or 'owner' for their own projects, 'editor' or 'viewer' for one shared with them. */
  role: z.enum(['owner', 'editor', 'viewer']).optional(),
  /** The owner's name, on a project shared with the caller. */
  ownerName: z.string().optional(),
});
/** A project as the server sends it. */
export type ProjectVo = z.infer<typeof ProjectVo>;

/** POST createProject. */
export const CreateProjectBody = z.object({
  name: NameRule,
  groups: withinJsonBytes(wireList(z.unknown())).optional(),
  desRoutes: withinJsonBytes(wireList(z.unknown())).optional(),
  infoPoints: withinJsonBytes(wireList(InfoPoint)).optional(),
  /** Create a component library instead of a project. */
  componentLib: z.boolean().optional(),
});

/** POST updateProject (only the given fields change). */
export const UpdateProjectBody = z.object({
  uuid: WireId,
  name: NameRule.optional(),
  groups: withinJsonBytes(wireList(z.unknown())).optional(),
  desRoutes: withinJsonBytes(wireList(z.unknown())).optional(),
  infoPoints: withinJsonBytes(wireList(InfoPoint)).optional(),
});

/** POST updateProjects/ (several at once; all or nothing). */
export const UpdateProjectsBody = z.array(UpdateProjectBody).min(1).max(500);

/** A project uuid in the path. */
export const ProjectUuidParams = z.object({ uuid: WireId });

/** An id in the path (bin calls). */
export const ProjectIdParams = z.object({ id: WireId });

/** findComponentLib?uuid=. */
export const ComponentLibQuery = z.object({ uuid: WireId });

/** A project in the recycle bin. */
export const DeletedProject = z.object({ uuid: z.string(), name: z.string(), deletedAt: z.number(), kind: z.string() });

/** load-recycle-bin?date=1|7|30 (days; absent = everything). */
export const RecycleBinQuery = z.object({ date: z.coerce.number().int().min(1).max(3650).optional() });

/** clear?flag=&date=: flag '0' restores everything instead of deleting it; date limits to the last N days. */
export const ClearProjectBinQuery = z.object({ flag: WireIdText.optional(), date: z.coerce.number().int().min(1).max(3650).optional() });

/** get-used-space and the storage part of subscriptions. */
export const UsedSpace = z.object({ planName: z.string(), storageLimit: z.number(), usedStorage: z.number(), usedBytes: z.number(), limitBytes: z.number(), overLimit: z.boolean() });

/** get-first-login. */
export const FirstLogin = z.object({ firstLogin: z.boolean(), loginCount: z.number().int() });
