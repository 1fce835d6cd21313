import { Texture } from '@babylonjs/core/Materials/Textures/texture.js';
import { definePostProcess, titles } from '../../sdk/index.js';
import { LUT_FRAGMENT, LUT_SHADER } from './lut-shader.js';

/** Node type class name of LUT effects (the LUT pipeline panel lists the nodes of this type). */
export const LUT_CLASS_NAME = 'LutPostProcess';

/** The longest LUT url or preview a LUT effect keeps (spec 001 §5: every string has a limit). */
export const MAX_LUT_URL = 2048;

/**
 * LUT: colour grading with a LUT from the server's LUT list (url of its 256×16 strip, preview image), as a shader of this
 * plugin so an intensity can fade it. The url and preview are chosen in the LUT pipeline panel, so the inspector
 * shows the url read-only and hides the preview.
 */
export const lut = definePostProcess({
  id: LUT_CLASS_NAME,
  titles: titles('LUT colour grading', 'LUT 调色', 'LUT 調色'),
  order: 125,
  descriptors: [
    { name: 'url', type: 'string', propertyGroup: 'render', rank: 1, rw: 'r', default: '', titles: titles('LUT', 'LUT', 'LUT') },
    { name: 'preview', type: 'string', propertyGroup: 'render', rank: 2, hide: true, default: '', titles: titles('Preview', '预览', '預覽') },
    { name: 'intensity', type: 'number', propertyGroup: 'render', rank: 3, min: 0, max: 1, precision: 2, default: 1, titles: titles('Intensity', '强度', '強度') },
  ],
  create(props, target) {
    let intensity = 1;
    let texture: Texture | undefined;
    const load = (url: string) => {
      texture?.dispose();
      texture = undefined;
      if (!url || url.length > MAX_LUT_URL) return;
      const made = new Texture(url, target.scene, true, false, Texture.BILINEAR_SAMPLINGMODE, () => target.requestRender());
      made.wrapU = Texture.CLAMP_ADDRESSMODE;
      made.wrapV = Texture.CLAMP_ADDRESSMODE;
      // The lookup's coordinates jump between neighbouring pixels: anisotropic filtering would blend across tiles there.
      made.anisotropicFilteringLevel = 1;
      texture = made;
    };
    const apply = (p: typeof props) => {
      intensity = p.number('intensity');
      if (p.changed('url')) load(p.string('url'));
    };
    apply(props);
    const pass = target.shaderPass({
      name: LUT_SHADER, fragment: LUT_FRAGMENT, uniforms: ['intensity'], samplers: ['lutSampler'],
      apply: (set) => {
        // Until the strip has arrived (or without one) the picture passes through unchanged.
        const ready = texture?.isReady() ?? false;
        set.float('intensity', ready ? intensity : 0);
        if (texture) set.texture('lutSampler', texture);
      },
    });
    return {
      update: apply,
      dispose: () => {
        pass.dispose();
        texture?.dispose();
      },
    };
  },
});
