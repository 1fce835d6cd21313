import { TRANSFORM_DESCRIPTORS, titles } from '../../sdk/index.js';
import type { PropertyDescriptor } from '../../sdk/index.js';

/** The map-position node's descriptor table: a transform placed by longitude, latitude and height. */
export const MAP_POSITION_DESCRIPTORS: readonly PropertyDescriptor[] = [
  ...TRANSFORM_DESCRIPTORS.filter((d) => d.name !== 'position'),
  { name: 'longitude', type: 'number', propertyGroup: 'map', rank: 1, min: -180, max: 180, precision: 7, default: 0, titles: titles('Longitude', '经度', '經度') },
  { name: 'latitude', type: 'number', propertyGroup: 'map', rank: 2, min: -85, max: 85, precision: 7, default: 0, titles: titles('Latitude', '纬度', '緯度') },
  { name: 'height', type: 'number', propertyGroup: 'map', rank: 3, default: 0, titles: titles('Height', '高度', '高度') },
];
