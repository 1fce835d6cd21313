import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { AddUserPluginBody, SetUserPluginEnabledBody, UserPluginIdParams, UserPluginLimits, UserPluginList, UserPluginVo } from '../user-plugin.js';

// The plugin manager's endpoints: the signed-in user's external plugins, /repo/user-plugins/*.

/** The user's external plugins. */
export const ListUserPlugins = defineEndpoint({
  method: 'GET', path: '/repo/user-plugins/list', reply: UserPluginList, summary: 'The signed-in user\'s external plugins, oldest first',
});

/** Add an external plugin by url. */
export const AddUserPlugin = defineEndpoint({
  method: 'POST', path: '/repo/user-plugins/add', body: AddUserPluginBody, reply: UserPluginVo,
  summary: `Add an external plugin by url (at most ${UserPluginLimits.perUser} per user)`,
});

/** Enable or disable one of the user's external plugins. */
export const SetUserPluginEnabled = defineEndpoint({
  method: 'POST', path: '/repo/user-plugins/set-enabled', body: SetUserPluginEnabledBody, reply: UserPluginVo,
  summary: 'Enable or disable one of the user\'s external plugins (loaded at start or not)',
});

/** Remove one of the user's external plugins. */
export const DeleteUserPlugin = defineEndpoint({
  method: 'DELETE', path: '/repo/user-plugins/:id', params: UserPluginIdParams, reply: z.null(), summary: 'Remove one of the user\'s external plugins',
});
