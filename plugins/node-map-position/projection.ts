/** Metres per degree of latitude on a spherical earth (radius 6,378,137 m). */
const METRES_PER_DEGREE = (Math.PI * 6378137) / 180;

/**
 * Local scene coordinates (x east, y up, z north, metres) of a longitude/latitude/height, relative to the origin
 * (0°, 0°): an equirectangular projection scaled by the cosine of the latitude, fine for site-sized scenes.
 */
export function projectLngLat(longitude: number, latitude: number, height: number): { x: number; y: number; z: number } {
  const x = longitude * METRES_PER_DEGREE * Math.cos((latitude * Math.PI) / 180);
  const z = latitude * METRES_PER_DEGREE;
  return { x, y: height, z };
}
