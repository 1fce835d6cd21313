import type { ServerModule } from '../http/route-kit.js';
import { systemModule } from './system/system-module.js';
import { accountsModule } from './accounts/accounts-module.js';
import { projectsModule } from './projects/projects-module.js';
import { messageRoutes } from './messages/message-routes.js';
import { commerceModule } from './commerce/commerce-module.js';
import { scenesModule } from './scenes/scenes-module.js';
import { resourcesModule } from './resources/resources-module.js';
import { userPluginsModule } from './user-plugins/user-plugins-module.js';
import { mailModule } from './mail/mail-module.js';
import { publishingModule } from './publishing/publishing-module.js';
import { marketModule } from './market/market-module.js';
import { modelLightModule } from './model-light/model-light-module.js';
import { membersModule } from './members/members-module.js';
import { componentLibsModule } from './component-libs/component-libs-module.js';
import { dataRelaysModule } from './data-relays/data-relays-module.js';
import { aiModelModule } from './ai-model/ai-model-module.js';

// Every server module, in registration order. Append one line per module; never reorder.
/** The modules the server registers. */
export const serverModules: ServerModule[] = [
  systemModule,
  accountsModule,
  projectsModule,
  messageRoutes,
  commerceModule,
  scenesModule,
  resourcesModule,
  userPluginsModule,
  mailModule,
  publishingModule,
  marketModule,
  modelLightModule,
  membersModule,
  componentLibsModule,
  dataRelaysModule,
  aiModelModule,
];
