import { defineEndpoint } from '../endpoint.js';
import { ComponentLibQuery } from '../project.js';
import {
  AllowCreateLib, ComponentLibDetail, ComponentLibReviewBody, ComponentLibReviewReply, ComponentLibList, ComponentLibLimits, ComponentLibsQuery, ComponentVo, ShareComponentBody, UseComponentBody, UsedComponent,
} from '../component-lib.js';

// Component libraries (spec 000 §2, §7; docs/market.md): shared node subtrees, approved by a manager, inserted into
// scenes. Review: the spec's /v calls (scene submitComponent | approveComponent | unapproveComponent) and their
// declared twins below, which the designer's panel calls (built-in code calls only declared endpoints).

/** Component libraries: the caller's own, the approved ones, or (managers) the ones awaiting review. */
export const FindComponentLibs = defineEndpoint({
  method: 'GET', path: '/repo/kf-project/findComponentLibs', query: ComponentLibsQuery, reply: ComponentLibList,
  summary: 'Component libraries: the caller\'s (scope=mine), the approved ones (approved), or those awaiting review (review, managers)',
});

/** One library with its components: one's own, an approved one, or (managers) any. */
export const FindComponentLib = defineEndpoint({
  method: 'GET', path: '/repo/kf-project/findComponentLib', query: ComponentLibQuery, reply: ComponentLibDetail,
  summary: 'A component library with its components (the caller\'s, an approved one, or any for a manager)',
});

/** Whether the caller may create another component library. */
export const AllowCreateComponentLib = defineEndpoint({
  method: 'GET', path: '/repo/kf-di-data/allow-create-lib', reply: AllowCreateLib,
  summary: `Whether the caller may create another component library (at most ${ComponentLibLimits.libsPerUser})`,
});

/** Add a component to one of the caller's libraries, with the assets it names. */
export const ShareComponent = defineEndpoint({
  method: 'POST', path: '/repo/kf-di-data/share-component', body: ShareComponentBody, reply: ComponentVo,
  summary: 'Add a component (a node subtree with its materials) to one of the caller\'s libraries, with the assets it names',
});

/** A component's document, its assets given to one of the caller's projects. */
export const UseComponent = defineEndpoint({
  method: 'POST', path: '/repo/kf-di-data/use-component', body: UseComponentBody, reply: UsedComponent,
  summary: 'A component of one\'s own or an approved library, its assets given to one of the caller\'s projects',
});

/** The owner submits a library (with at least one component) for a manager's review. */
export const SubmitComponentLib = defineEndpoint({
  method: 'POST', path: '/repo/kf-project/submitComponentLib', body: ComponentLibReviewBody, reply: ComponentLibReviewReply,
  summary: 'Submit one of the caller\'s component libraries for review (the /v scene submitComponent call)',
});

/** A manager approves a library: everyone signed in sees it. */
export const ApproveComponentLib = defineEndpoint({
  method: 'POST', path: '/repo/kf-project/approveComponentLib', body: ComponentLibReviewBody, reply: ComponentLibReviewReply,
  summary: 'Approve a component library (managers; the /v scene approveComponent call)',
});

/** A manager takes an approval back: the library is its owner's only again. */
export const UnapproveComponentLib = defineEndpoint({
  method: 'POST', path: '/repo/kf-project/unapproveComponentLib', body: ComponentLibReviewBody, reply: ComponentLibReviewReply,
  summary: 'Take back a component library\'s approval (managers; the /v scene unapproveComponent call)',
});
