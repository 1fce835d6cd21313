/**
 * The version of this SDK (`@scene-platform/sdk`), in semver. A plugin declares the range it was written for in
 * {@link PluginDefinition.sdk}; the host refuses a plugin whose range does not include this version.
 * Kept equal to `packages/sdk/package.json` by a unit test.
 */
export const SDK_VERSION = '2.0.0';
