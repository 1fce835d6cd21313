/**
 * What a plugin may do beyond reading the scene and contributing: each capability unlocks service ids (or calls) that
 * could act as the signed-in user or change other plugins. A plugin declares the ones it needs in its definition
 * (`capabilities: ['api.raw']`); `ctx.get` of a gated id without the capability throws an error naming the plugin and
 * the capability, and the plugin manager shows a URL plugin's capabilities to the user, who confirms before it loads.
 *
 * Capabilities bound what the SDK hands a plugin. They are not a sandbox: a plugin runs on the page, with the page's
 * reach (its storage, `window.fetch`, the DOM). See "What a plugin can do" in docs/plugins.md.
 */
export type Capability =
  /** Read the session token (`SessionTokenService`): the key to the user's account, valid until sign-out. */
  | 'session.token'
  /** Call the platform server as the signed-in user (`ApiService`): read, change and delete what the user may. */
  | 'api.raw'
  /** Load, enable, disable, reload and unload other URL plugins (the mutating calls of `PluginService`). */
  | 'plugins.manage';

/** Every capability, in the order the plugin manager lists them. */
export const CAPABILITIES: readonly Capability[] = Object.freeze(['session.token', 'api.raw', 'plugins.manage']);

/** Whether a value is a known capability name. */
export function isCapability(value: unknown): value is Capability {
  return typeof value === 'string' && (CAPABILITIES as readonly string[]).includes(value);
}
