/** Shader names in Babylon's shader store: the occlusion pass and the pass that blurs it and darkens the picture. */
export const GTAO_SHADER = 'kfGtao';
export const GTAO_APPLY_SHADER = 'kfGtaoApply';

/**
 * Ground-truth ambient occlusion (Jimenez et al. 2016, after XeGTAO) from the camera-space depth map: for each of a few
 * slice directions around the view vector the horizon is searched on both sides, and the cosine-weighted visible arc
 * is integrated against the normal projected into the slice. Normals come from the depth map's neighbours. The slice
 * angle and step offset follow a 4×4 pattern the apply pass averages out again. The occlusion goes out in alpha.
 */
export const GTAO_FRAGMENT = `
precision highp float;
varying vec2 vUV;
uniform sampler2D textureSampler;
uniform sampler2D depthSampler;
uniform vec2 texelSize;
uniform vec2 tanHalfFov;
uniform float radius;
uniform float thickness;
uniform float distance;
uniform float slices;
uniform float steps;

const float PI = 3.14159265;
const float HALF_PI = 1.57079633;

vec3 viewPosition(vec2 uv) {
  float z = texture2D(depthSampler, uv).r;
  return vec3((uv * 2.0 - 1.0) * tanHalfFov * z, z);
}

// The normal from the nearer neighbour on each axis, so silhouettes do not bend it.
vec3 viewNormal(vec3 p, vec2 uv) {
  vec3 r = viewPosition(uv + vec2(texelSize.x, 0.0)) - p;
  vec3 l = p - viewPosition(uv - vec2(texelSize.x, 0.0));
  vec3 t = viewPosition(uv + vec2(0.0, texelSize.y)) - p;
  vec3 b = p - viewPosition(uv - vec2(0.0, texelSize.y));
  vec3 dx = abs(r.z) < abs(l.z) ? r : l;
  vec3 dy = abs(t.z) < abs(b.z) ? t : b;
  vec3 n = normalize(cross(dy, dx));
  return dot(n, -p) < 0.0 ? -n : n;
}

float bayer4(vec2 fragCoord) {
  vec2 c = mod(floor(fragCoord), 4.0);
  float i = c.x + c.y * 4.0;
  // 0 8 2 10 / 12 4 14 6 / 3 11 1 9 / 15 7 13 5
  float b = mod(i, 2.0) * 8.0 + mod(floor(i / 2.0), 2.0) * 2.0 + mod(floor(i / 4.0), 2.0) * 4.0 + floor(i / 8.0);
  return (b + 0.5) / 16.0;
}

void main(void) {
  vec4 color = texture2D(textureSampler, vUV);
  vec3 p = viewPosition(vUV);
  if (p.z <= 0.0 || p.z >= distance || radius <= 0.0) {
    gl_FragColor = vec4(color.rgb, 1.0);
    return;
  }
  vec3 n = viewNormal(p, vUV);
  vec3 v = normalize(-p);
  float noise = bayer4(gl_FragCoord.xy);
  vec2 radiusUV = radius / (2.0 * tanHalfFov * p.z);
  float falloffRange = 0.615 * radius;
  float falloffMul = -1.0 / falloffRange;
  float falloffAdd = (radius - falloffRange) / falloffRange + 1.0;
  float visibility = 0.0;
  for (int s = 0; s < 4; s++) {
    if (float(s) >= slices) break;
    float phi = (float(s) + noise) * PI / slices;
    vec2 omega = vec2(cos(phi), sin(phi));
    vec3 direction = vec3(omega, 0.0);
    vec3 ortho = direction - dot(direction, v) * v;
    vec3 axis = normalize(cross(ortho, v));
    vec3 projected = n - axis * dot(n, axis);
    float projectedLength = length(projected);
    float cosN = clamp(dot(projected, v) / max(projectedLength, 1e-4), -1.0, 1.0);
    float angleN = sign(dot(ortho, projected)) * acos(cosN);
    float lowCos0 = cos(angleN + HALF_PI);
    float lowCos1 = cos(angleN - HALF_PI);
    float horizonCos0 = lowCos0;
    float horizonCos1 = lowCos1;
    for (int j = 0; j < 8; j++) {
      if (float(j) >= steps) break;
      float t = (float(j) + fract(noise + float(s) * 0.618)) / steps;
      vec2 offset = omega * radiusUV * t * t + omega * texelSize * 1.5;
      vec3 d0 = viewPosition(clamp(vUV + offset, 0.0, 1.0)) - p;
      vec3 d1 = viewPosition(clamp(vUV - offset, 0.0, 1.0)) - p;
      float l0 = length(d0);
      float l1 = length(d1);
      float w0 = clamp(length(vec3(d0.xy, d0.z * (1.0 + thickness))) * falloffMul + falloffAdd, 0.0, 1.0);
      float w1 = clamp(length(vec3(d1.xy, d1.z * (1.0 + thickness))) * falloffMul + falloffAdd, 0.0, 1.0);
      horizonCos0 = max(horizonCos0, mix(lowCos0, dot(d0 / max(l0, 1e-4), v), w0));
      horizonCos1 = max(horizonCos1, mix(lowCos1, dot(d1 / max(l1, 1e-4), v), w1));
    }
    float h0 = -acos(clamp(horizonCos1, -1.0, 1.0));
    float h1 = acos(clamp(horizonCos0, -1.0, 1.0));
    h0 = angleN + clamp(h0 - angleN, -HALF_PI, HALF_PI);
    h1 = angleN + clamp(h1 - angleN, -HALF_PI, HALF_PI);
    float arc0 = (cosN + 2.0 * h0 * sin(angleN) - cos(2.0 * h0 - angleN)) / 4.0;
    float arc1 = (cosN + 2.0 * h1 * sin(angleN) - cos(2.0 * h1 - angleN)) / 4.0;
    visibility += projectedLength * (arc0 + arc1);
  }
  visibility = clamp(visibility / slices, 0.0, 1.0);
  // Fade out towards the distance limit.
  visibility = mix(visibility, 1.0, smoothstep(0.8 * distance, distance, p.z));
  gl_FragColor = vec4(color.rgb, visibility);
}
`;

/** Averages the occlusion over the 4×4 pattern (sixteen taps), raises it to the exponent and darkens the picture. */
export const GTAO_APPLY_FRAGMENT = `
precision highp float;
varying vec2 vUV;
uniform sampler2D textureSampler;
uniform vec2 texelSize;
uniform float exponent;

void main(void) {
  vec4 color = texture2D(textureSampler, vUV);
  float ao = 0.0;
  for (int y = -2; y < 2; y++) {
    for (int x = -2; x < 2; x++) ao += texture2D(textureSampler, vUV + texelSize * vec2(float(x), float(y))).a;
  }
  ao = pow(clamp(ao / 16.0, 0.0, 1.0), exponent);
  gl_FragColor = vec4(color.rgb * ao, 1.0);
}
`;
