/**
 * How the sprite renderer lays out its quads on the GPU:
 * - 'instanced': one quad, one instance per particle (12 floats uploaded per particle); best where instances are cheap.
 * - 'expanded': four vertices per particle carrying the same data (48 floats per particle), drawn as one indexed
 *   draw. Software rasterizers (SwiftShader, llvmpipe) set up each instance separately, which made the instanced
 *   layout about half as fast there (docs/particles.md, docs/performance.md); devices without instancing need it too.
 * Both use the same shader; billboarding is done on the GPU either way.
 */
export type SpriteLayout = 'instanced' | 'expanded';

const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software/i;

/** The layout for a device, from its WebGL renderer string and whether it can draw instances. */
export function spriteLayout(renderer: string, instancing: boolean): SpriteLayout {
  return instancing && !SOFTWARE_RENDERERS.test(renderer) ? 'instanced' : 'expanded';
}
