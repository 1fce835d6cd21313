// The sprite renderer's shaders: one quad, drawn once per particle (instanced). Each instance carries its centre and
// half size, colour and alpha, and (angle, frame corner u, v): the quad faces the camera and turns by the angle.

/** Per-instance floats: centre xyz + half size, colour rgba, angle + frame u0, v0 + unused. */
export const SPRITE_INSTANCE_FLOATS = 12;

export const SPRITE_VERTEX_SHADER = `
precision highp float;
attribute vec3 position;
attribute vec2 uv;
attribute vec4 particleCenter;
attribute vec4 particleColor;
attribute vec4 particleFrame;
uniform mat4 world;
uniform mat4 viewProjection;
uniform vec3 cameraRight;
uniform vec3 cameraUp;
uniform vec2 frameSize;
uniform vec2 frameInset;
varying vec2 vUV;
varying vec4 vColor;
void main(void) {
  float c = cos(particleFrame.x);
  float s = sin(particleFrame.x);
  vec3 a = (cameraRight * c + cameraUp * s) * particleCenter.w;
  vec3 b = (cameraUp * c - cameraRight * s) * particleCenter.w;
  vec3 p = particleCenter.xyz + a * position.x + b * position.y;
  gl_Position = viewProjection * world * vec4(p, 1.0);
  // Half a texel in from the frame's edges, so filtering does not bleed in the neighbouring frame.
  vUV = particleFrame.yz + clamp(uv, frameInset, 1.0 - frameInset) * frameSize;
  vColor = particleColor;
}
`;

export const SPRITE_FRAGMENT_SHADER = `
precision highp float;
varying vec2 vUV;
varying vec4 vColor;
uniform sampler2D picture;
uniform float premultiplied;
void main(void) {
  vec4 t = texture2D(picture, vUV);
  float a = clamp(t.a * vColor.a, 0.0, 1.0);
  vec3 rgb = t.rgb * vColor.rgb * mix(1.0, vColor.a, premultiplied);
  gl_FragColor = vec4(rgb, a);
}
`;
