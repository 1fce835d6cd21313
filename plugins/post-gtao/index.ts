import { Camera } from '@babylonjs/core/Cameras/camera.js';
import { AO_SAMPLES_OPTIONS, definePlugin, definePostProcess, titles } from '../../sdk/index.js';
import { GTAO_APPLY_FRAGMENT, GTAO_APPLY_SHADER, GTAO_FRAGMENT, GTAO_SHADER } from './gtao-shader.js';

/** Slices and steps per side for a sample count (8, 16, 32): slices × steps × 2 sides = samples. */
export function gtaoSampling(samples: number): { slices: number; steps: number } {
  if (samples >= 32) return { slices: 4, steps: 4 };
  if (samples >= 16) return { slices: 2, steps: 4 };
  return { slices: 2, steps: 2 };
}

/** GTAO: ground-truth ambient occlusion from the camera's depth, written as two shader passes of this plugin. */
export const gtao = definePostProcess({
  id: 'GtaoPostProcess',
  titles: titles('GTAO ambient occlusion', 'GTAO 环境光遮蔽', 'GTAO 環境光遮蔽'),
  order: 15,
  descriptors: [
    { name: 'radius', type: 'number', propertyGroup: 'render', rank: 1, min: 0, max: 100, precision: 2, default: 2, titles: titles('Radius', '半径', '半徑') },
    { name: 'exponent', type: 'number', propertyGroup: 'render', rank: 2, min: 0, max: 10, precision: 2, default: 1.5, titles: titles('Exponent', '指数', '指數') },
    { name: 'thickness', type: 'number', propertyGroup: 'render', rank: 3, min: 0, max: 10, precision: 2, default: 0.5, titles: titles('Thickness', '厚度', '厚度') },
    { name: 'distance', type: 'number', propertyGroup: 'render', rank: 4, min: 0, max: 100000, precision: 0, default: 250, titles: titles('Distance', '距离', '距離') },
    { name: 'samples', type: 'number', mode: 'enum', enum: AO_SAMPLES_OPTIONS, propertyGroup: 'render', rank: 5, min: 8, max: 32, default: 16, titles: titles('Samples', '采样数', '取樣數') },
  ],
  create(props, target) {
    const { camera, scene } = target;
    const engine = scene.getEngine();
    const values = { radius: 0, exponent: 0, thickness: 0, distance: 0, samples: 16 };
    const apply = (p: typeof props) => {
      for (const key of Object.keys(values) as (keyof typeof values)[]) values[key] = p.number(key);
    };
    apply(props);
    const depth = target.depthTexture();
    const texel = (set: { float2(name: string, x: number, y: number): void }) => set.float2('texelSize', 1 / engine.getRenderWidth(), 1 / engine.getRenderHeight());
    const occlusion = target.shaderPass({
      name: GTAO_SHADER, fragment: GTAO_FRAGMENT, samplers: ['depthSampler'],
      uniforms: ['texelSize', 'tanHalfFov', 'radius', 'thickness', 'distance', 'slices', 'steps'],
      apply: (set) => {
        const tanY = Math.tan(camera.fov / 2);
        const aspect = engine.getAspectRatio(camera);
        const vertical = camera.fovMode === Camera.FOVMODE_VERTICAL_FIXED;
        set.texture('depthSampler', depth);
        texel(set);
        set.float2('tanHalfFov', vertical ? tanY * aspect : tanY, vertical ? tanY : tanY / aspect);
        set.float('radius', values.radius);
        set.float('thickness', values.thickness);
        set.float('distance', values.distance);
        const { slices, steps } = gtaoSampling(values.samples);
        set.float('slices', slices);
        set.float('steps', steps);
      },
    });
    const darken = target.shaderPass({
      name: GTAO_APPLY_SHADER, fragment: GTAO_APPLY_FRAGMENT, uniforms: ['texelSize', 'exponent'],
      apply: (set) => {
        texel(set);
        set.float('exponent', values.exponent);
      },
    });
    return {
      update: apply,
      dispose: () => {
        darken.dispose();
        occlusion.dispose();
      },
    };
  },
});

export default definePlugin({ id: 'builtin.post-gtao', contributes: [gtao] });
