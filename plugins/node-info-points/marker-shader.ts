/**
 * Camera-facing quads of a fixed size in pixels: each vertex is the point's position moved on screen by its pixel
 * offset, so markers and labels keep their size at any distance. `offset.z` says which quad: 0 a marker (a disc in the
 * status colour with a white rim, drawn from uvs running -1..1), 1 a label (a cell of the label atlas).
 */
export const MARKER_VERTEX_SHADER = `
precision highp float;
attribute vec3 position;
attribute vec3 markerOffset;
attribute vec4 markerColor;
attribute vec2 uv;
uniform mat4 world;
uniform mat4 viewProjection;
uniform vec2 screenSize;
uniform float pixelScale;
varying vec4 vColor;
varying vec2 vUV;
varying float vKind;
void main(void) {
  vec4 clip = viewProjection * world * vec4(position, 1.0);
  clip.xy += markerOffset.xy * pixelScale * 2.0 / screenSize * clip.w;
  gl_Position = clip;
  vColor = markerColor;
  vUV = uv;
  vKind = markerOffset.z;
}
`;

export const MARKER_FRAGMENT_SHADER = `
precision highp float;
varying vec4 vColor;
varying vec2 vUV;
varying float vKind;
uniform sampler2D atlas;
void main(void) {
  if (vKind < 0.5) {
    float d = length(vUV);
    if (d > 1.0) discard;
    gl_FragColor = vec4(d > 0.72 ? vec3(1.0) : vColor.rgb, 1.0);
  } else {
    vec4 label = texture2D(atlas, vUV);
    if (label.a < 0.02) discard;
    gl_FragColor = label;
  }
}
`;
