import { coreAuthz } from './core-cases.js';
import { marketAuthz } from './market-cases.js';
import { commerceAuthz } from './commerce-cases.js';
import { publishingAuthz } from './publishing-cases.js';
import { scenesAuthz } from './scenes-cases.js';
import type { AuthzGroup } from './types.js';
import { userPluginsAuthz } from './user-plugins-cases.js';
import { modelLightAuthz } from './model-light-cases.js';
import { membersAuthz } from './members-cases.js';
import { componentLibAuthz } from './component-lib-cases.js';
import { dataRelayAuthz } from './data-relay-cases.js';

// Every group of the authorisation suite (tests/api/authorization.test.ts). Append one line per area.
/** The groups the authorisation suite runs. */
export const authzGroups: AuthzGroup[] = [
  coreAuthz,
  // Before scenes: its setup saves a scene, and the scenes group's snapshot (taken in its setup) must include it.
  publishingAuthz,
  marketAuthz,
  componentLibAuthz,
  // Before scenes too: its setup saves a scene.
  dataRelayAuthz,
  scenesAuthz,
  userPluginsAuthz,
  commerceAuthz,
  modelLightAuthz,
  membersAuthz,
];
