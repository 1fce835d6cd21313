import type { Migration } from 'kysely';
import { coreMigration } from './0001-core.js';
import { scenesResourcesMigration } from './1001-scenes-resources.js';
import { sceneVersionSizeMigration } from './1002-scene-version-size.js';
import { usedStorageMigration } from './1003-used-storage.js';
import { userPluginsMigration } from './1004-user-plugins.js';
import { outboxDeliveryMigration } from './1005-outbox-delivery.js';
import { rateCountersMigration } from './1006-rate-counters.js';
import { publishLinksMigration } from './1007-publish-links.js';
import { sceneContentLz4Migration } from './1008-scene-content-lz4.js';
import { publishGatesMigration } from './1009-publish-gates.js';
import { authChangeNotifyMigration } from './1010-auth-change-notify.js';
import { projectChangeNotifyMigration } from './1011-project-change-notify.js';
import { loginCountQuietMigration } from './1012-login-count-quiet.js';
import { sceneContentOnceMigration } from './1013-scene-content-once.js';
import { jobsMigration } from './1030-jobs.js';
import { marketMigration } from './1040-market.js';
import { componentLibsMigration } from './1041-component-libs.js';
import { commerceMigration } from './1020-commerce.js';
import { projectMembersMigration } from './1070-project-members.js';
import { memberChangeNotifyMigration } from './1071-member-change-notify.js';
import { dataRelaysMigration } from './1050-data-relays.js';

// Versioned migrations, applied at start in the order of their names (Kysely sorts them).
// To add one: create `host/server/db/migrations/<number>-<name>.ts` exporting a Kysely `Migration`
// (portable SQL only: text ids, 'bigint' ms timestamps, JSON as 'text', booleans as 'integer'),
// then append ONE line to the list below. Core uses 0xxx names, scenes/resources use 1xxx names; areas built side by
// side take their own decade (1020 commerce, 1030 jobs, 1040 market, 1050 live data), which migrate.ts allows to
// arrive out of order.
// Never edit or rename a migration that has been committed; add a new one instead.

/** Every migration, by name. */
export const migrations: Record<string, Migration> = {
  '0001-core': coreMigration,
  '1001-scenes-resources': scenesResourcesMigration,
  '1002-scene-version-size': sceneVersionSizeMigration,
  '1003-used-storage': usedStorageMigration,
  '1004-user-plugins': userPluginsMigration,
  '1005-outbox-delivery': outboxDeliveryMigration,
  '1006-rate-counters': rateCountersMigration,
  '1007-publish-links': publishLinksMigration,
  '1008-scene-content-lz4': sceneContentLz4Migration,
  '1009-publish-gates': publishGatesMigration,
  '1010-auth-change-notify': authChangeNotifyMigration,
  '1011-project-change-notify': projectChangeNotifyMigration,
  '1012-login-count-quiet': loginCountQuietMigration,
  '1013-scene-content-once': sceneContentOnceMigration,
  '1030-jobs': jobsMigration,
  '1040-market': marketMigration,
  '1020-commerce': commerceMigration,
  '1070-project-members': projectMembersMigration,
  '1071-member-change-notify': memberChangeNotifyMigration,
  '1041-component-libs': componentLibsMigration,
  '1050-data-relays': dataRelaysMigration,
};
