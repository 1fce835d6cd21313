import type { Camera } from '@babylonjs/core/Cameras/camera.js';
import { ShaderStore } from '@babylonjs/core/Engines/shaderStore.js';
import { PostProcess } from '@babylonjs/core/PostProcesses/postProcess.js';
import type { Disposable, ShaderPassSpec } from '../../sdk/index.js';

const SHADER_NAME = /^[A-Za-z][A-Za-z0-9]{0,63}$/;
const MAX_UNIFORMS = 64;

/** A full-screen shader pass on a camera for an effect that brings only GLSL (the SDK's `PostProcessTarget.shaderPass`). */
export function attachShaderPass(camera: Camera, spec: ShaderPassSpec): Disposable {
  if (!SHADER_NAME.test(spec.name)) throw new Error(`Shader pass name '${spec.name}' must be letters and digits (at most 64)`);
  const samplers = spec.samplers ?? [];
  if (spec.uniforms.length + samplers.length > MAX_UNIFORMS) throw new Error(`Shader pass '${spec.name}' declares more than ${MAX_UNIFORMS} uniforms`);
  ShaderStore.ShadersStore[`${spec.name}FragmentShader`] = spec.fragment;
  const post = new PostProcess(spec.name, spec.name, [...spec.uniforms], [...samplers], 1, camera);
  const observer = post.onApplyObservable.add((effect) => {
    spec.apply({
      float: (name, value) => effect.setFloat(name, value),
      float2: (name, x, y) => effect.setFloat2(name, x, y),
      float3: (name, x, y, z) => effect.setFloat3(name, x, y, z),
      texture: (name, texture) => effect.setTexture(name, texture),
    });
  });
  return {
    dispose: () => {
      post.onApplyObservable.remove(observer);
      post.dispose(camera);
    },
  };
}
