import { ImageProcessingConfiguration } from '@babylonjs/core/Materials/imageProcessingConfiguration.js';
import { Color4 } from '@babylonjs/core/Maths/math.color.js';
import { ImageProcessingPostProcess } from '@babylonjs/core/PostProcesses/imageProcessingPostProcess.js';
import { definePlugin, definePostProcess, titles } from '../../sdk/index.js';

/** Vignetting: the view darkens (or tints) towards its edges. Its own image-processing settings, not the scene's. */
export const vignetting = definePostProcess({
  id: 'VignettePostProcess',
  titles: titles('Vignetting', '暗角', '暗角'),
  order: 150,
  descriptors: [
    { name: 'weight', type: 'number', propertyGroup: 'render', rank: 1, min: 0, max: 10, precision: 2, default: 1.5, titles: titles('Weight', '强度', '強度') },
    { name: 'stretch', type: 'number', propertyGroup: 'render', rank: 2, min: 0, max: 1, precision: 2, default: 0, titles: titles('Stretch', '拉伸', '拉伸') },
    { name: 'color', type: 'color3', propertyGroup: 'render', rank: 3, default: { r: 0, g: 0, b: 0 }, titles: titles('Colour', '颜色', '顏色') },
    { name: 'cameraFov', type: 'number', propertyGroup: 'render', rank: 4, min: 0, max: 3, precision: 2, default: 0.5, titles: titles('Field of view', '视场', '視場') },
  ],
  create(props, { camera }) {
    const config = new ImageProcessingConfiguration();
    config.vignetteEnabled = true;
    const post = new ImageProcessingPostProcess(`vignette.${props.node.id}`, 1, camera, undefined, undefined, undefined, undefined, config);
    // The views are already in gamma space: apply the vignette only.
    post.fromLinearSpace = false;
    const apply = (p: typeof props) => {
      config.vignetteWeight = p.number('weight');
      config.vignetteStretch = p.number('stretch');
      const c = p.color3('color');
      config.vignetteColor = new Color4(c.r, c.g, c.b, 0);
      config.vignetteCameraFov = p.number('cameraFov');
    };
    apply(props);
    return { update: apply, dispose: () => post.dispose(camera) };
  },
});

export default definePlugin({ id: 'builtin.post-vignetting', contributes: [vignetting] });
