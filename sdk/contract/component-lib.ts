import { z } from 'zod';
import { WireId, WireLongText, WireShortText } from './limits.js';

// Wire contract of component libraries (spec 000 §2 "Component approval", §7 findComponentLibs, findComponentLib,
// kf-di-data/allow-create-lib, /v scene submitComponent | approveComponent | unapproveComponent; docs/market.md).
// A component library is a project of kind 'component-lib'; each of its scenes is one component: a node subtree with
// the materials it names, and the assets it names in the library's project.

/** Limits of the component-library calls. */
export const ComponentLibLimits = {
  /** Most libraries one user may have. */
  libsPerUser: 50,
  /** Most components one library lists. */
  componentsPerLib: 200,
  /** Most libraries one list answers. */
  listed: 200,
  /** Most nodes one component may have (its root, materials and container included). */
  nodes: 2000,
} as const;

/** Message keys of the component-library refusals. */
export const ComponentLibMessageKeys = {
  notFound: 'componentLib.notFound',
  tooMany: 'componentLib.tooMany',
  full: 'componentLib.full',
  badComponent: 'componentLib.badComponent',
  managersOnly: 'componentLib.managersOnly',
  empty: 'componentLib.empty',
} as const;

/** A library's review state: its owner's only, submitted for approval, or approved (seen by everyone). */
export const ComponentLibStatus = z.enum(['draft', 'submitted', 'approved']);
/** A library's review state. */
export type ComponentLibStatus = z.infer<typeof ComponentLibStatus>;

/** A component library as lists show it. */
export const ComponentLibVo = z.object({
  uuid: z.string(),
  name: z.string(),
  status: ComponentLibStatus,
  /** Its owner is a system administrator: the 'Artist Official' label. */
  official: z.boolean(),
  /** The caller owns it. */
  mine: z.boolean(),
  /** The owner's nickname. */
  createdBy: z.string(),
  componentCount: z.number().int(),
  updatedAt: z.number(),
});
/** A component library as lists show it. */
export type ComponentLibVo = z.infer<typeof ComponentLibVo>;

/** One component of a library (its content comes with use-component). */
export const ComponentVo = z.object({ id: z.string(), name: z.string(), preview: z.string().nullable(), updatedAt: z.number() });
/** One component of a library. */
export type ComponentVo = z.infer<typeof ComponentVo>;

/** findComponentLib: a library with its components. */
export const ComponentLibDetail = ComponentLibVo.extend({ components: z.array(ComponentVo).max(ComponentLibLimits.componentsPerLib) });
/** findComponentLib's reply. */
export type ComponentLibDetail = z.infer<typeof ComponentLibDetail>;

/** findComponentLibs?scope: the caller's own (default), the approved ones, or (managers) the ones awaiting review. */
export const ComponentLibsQuery = z.object({ scope: z.enum(['mine', 'approved', 'review']).default('mine') });
/** findComponentLibs's reply. */
export const ComponentLibList = z.array(ComponentLibVo).max(ComponentLibLimits.listed);

/** allow-create-lib: whether the caller may make another library. */
export const AllowCreateLib = z.object({ allow: z.boolean(), count: z.number().int(), max: z.number().int() });
/** allow-create-lib's reply. */
export type AllowCreateLib = z.infer<typeof AllowCreateLib>;

/** share-component: a component (a scene document: the subtree under its root, its materials) into one's own library. */
export const ShareComponentBody = z.object({
  libUuid: WireId,
  /** The project whose assets the component names (they are given to the library). */
  projectUuid: WireId,
  name: WireShortText.min(1),
  content: WireLongText,
  /** A thumbnail (a data: URL), if any. */
  preview: WireLongText.optional(),
});
/** share-component's body. */
export type ShareComponentBody = z.infer<typeof ShareComponentBody>;

/** use-component: a component of one's own or an approved library, its assets given to one's project. */
export const UseComponentBody = z.object({ componentId: WireId, projectUuid: WireId });
/** use-component's reply: the component's document. */
export const UsedComponent = z.object({ id: z.string(), name: z.string(), content: z.string() });
/** use-component's reply. */
export type UsedComponent = z.infer<typeof UsedComponent>;

/** The payload of /v scene submitComponent | approveComponent | unapproveComponent: params [libraryUuid]. */
export const ComponentLibReviewPayload = z.object({ params: z.tuple([WireId]) });

/** submitComponentLib | approveComponentLib | unapproveComponentLib (the declared twins of the /v calls): the library. */
export const ComponentLibReviewBody = z.object({ uuid: WireId });
/** The body of a review call. */
export type ComponentLibReviewBody = z.infer<typeof ComponentLibReviewBody>;
/** A review call's reply: the library's state after it. */
export const ComponentLibReviewReply = z.object({ uuid: z.string(), status: ComponentLibStatus });
/** A review call's reply. */
export type ComponentLibReviewReply = z.infer<typeof ComponentLibReviewReply>;
