// Every endpoint the browser calls, declared once (sdk/contract/endpoint.ts): the server mounts them with
// kit.endpoint, the browser calls them with api.call. One file per area.
import type { AnyEndpoint } from '../endpoint.js';
import * as account from './account.js';
import * as commerce from './commerce.js';
import * as componentLibs from './component-libs.js';
import * as dataRelays from './data-relays.js';
import * as infoPoints from './info-points.js';
import * as mail from './mail.js';
import * as market from './market.js';
import * as messages from './messages.js';
import * as modelLight from './model-light.js';
import * as preview from './preview.js';
import * as project from './project.js';
import * as projectMembers from './project-members.js';
import * as publish from './publish.js';
import * as resource from './resource.js';
import * as scene from './scene.js';
import * as system from './system.js';
import * as userPlugins from './user-plugins.js';

export * from './account.js';
export * from './commerce.js';
export * from './component-libs.js';
export * from './data-relays.js';
export * from './info-points.js';
export * from './mail.js';
export * from './market.js';
export * from './messages.js';
export * from './model-light.js';
export * from './preview.js';
export * from './project.js';
export * from './project-members.js';
export * from './publish.js';
export * from './resource.js';
export * from './scene.js';
export * from './system.js';
export * from './user-plugins.js';

/** Every declared endpoint by its export name. */
export const declaredEndpoints: Readonly<Record<string, AnyEndpoint>> = {
  ...account, ...commerce, ...componentLibs, ...dataRelays, ...infoPoints, ...mail, ...market, ...messages, ...modelLight, ...preview, ...project, ...projectMembers, ...publish, ...resource, ...scene, ...system,
  ...userPlugins,
};
