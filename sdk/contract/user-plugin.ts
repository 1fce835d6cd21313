import { z } from 'zod';
import { WireId, wireString } from './limits.js';

// Wire contract of the user's external plugins (the plugin manager): GET/POST/DELETE {context}/api/repo/user-plugins/...
// Each signed-in user keeps their own list; the designer loads the enabled ones at start.

/** Limits of the external plugin list. */
export const UserPluginLimits = {
  /** Most plugins one user keeps. */
  perUser: 50,
  /** Longest plugin url. */
  urlChars: 2000,
} as const;

/** Message key of a url that is not http(s) or a path on this site. */
export const USER_PLUGIN_BAD_URL_KEY = 'userPlugin.badUrl';
/** Message key of a full list. */
export const USER_PLUGIN_LIMIT_KEY = 'userPlugin.limit';
/** Message key of a url already in the list. */
export const USER_PLUGIN_DUPLICATE_KEY = 'userPlugin.duplicate';

/** Whether a plugin url is one the designer may import: http(s), or an absolute path on this site. */
export function isPluginUrl(url: string): boolean {
  if (url.includes('\0')) return false;
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  return /^https?:\/\/[^\s/]+/i.test(url);
}

/** A plugin url on the wire: 1..2000 characters, no NUL, http(s) or a path on this site. */
export const UserPluginUrl = wireString(UserPluginLimits.urlChars).min(1).refine(isPluginUrl, USER_PLUGIN_BAD_URL_KEY);

/** One external plugin of a user. */
export const UserPluginVo = z.object({
  /** Row id. */
  id: z.string(),
  /** Where the plugin module is imported from. */
  url: z.string(),
  /** Loaded when the designer starts. */
  enabled: z.boolean(),
  /** When it was added (ms). */
  createdAt: z.number(),
});
/** One external plugin of a user. */
export type UserPluginVo = z.infer<typeof UserPluginVo>;

/** The user's external plugins, oldest first. */
export const UserPluginList = z.array(UserPluginVo).max(UserPluginLimits.perUser);
/** The user's external plugins, oldest first. */
export type UserPluginList = z.infer<typeof UserPluginList>;

/** Body of POST /repo/user-plugins/add. */
export const AddUserPluginBody = z.object({ url: UserPluginUrl, enabled: z.boolean().optional() });
/** Body of POST /repo/user-plugins/add. */
export type AddUserPluginBody = z.infer<typeof AddUserPluginBody>;

/** Body of POST /repo/user-plugins/set-enabled. */
export const SetUserPluginEnabledBody = z.object({ id: WireId, enabled: z.boolean() });
/** Body of POST /repo/user-plugins/set-enabled. */
export type SetUserPluginEnabledBody = z.infer<typeof SetUserPluginEnabledBody>;

/** Params of DELETE /repo/user-plugins/:id. */
export const UserPluginIdParams = z.object({ id: WireId });
