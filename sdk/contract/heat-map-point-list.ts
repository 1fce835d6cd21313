import { z } from 'zod';
import { HEAT_MAP_POINT_LIMITS } from '../scene/heat-map-points.js';
import { wireList } from './limits.js';

/** Message key of a heat-map value with more than 3 decimals. */
export const HEAT_MAP_VALUE_DECIMALS_KEY = 'validation.heatMapValueDecimals';

const coordinate = z.number().finite().min(-HEAT_MAP_POINT_LIMITS.maxCoordinate).max(HEAT_MAP_POINT_LIMITS.maxCoordinate);

/** A value with at most 3 decimals (spec 001 §5), within the limits. */
const threeDecimals = z.number().finite().min(HEAT_MAP_POINT_LIMITS.minValue).max(HEAT_MAP_POINT_LIMITS.maxValue)
  .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, { message: HEAT_MAP_VALUE_DECIMALS_KEY });

/**
 * One heat-map point on the wire: the scene's `HeatMapPointData` (sdk/scene/heat-map-points.ts), strict and within
 * `HEAT_MAP_POINT_LIMITS`, so a server call carrying heat-map points and the scene's property agree on one shape.
 */
export const HeatMapPointWire = z.object({
  position: z.tuple([coordinate, coordinate, coordinate]),
  size: z.number().finite().min(HEAT_MAP_POINT_LIMITS.minSize).max(HEAT_MAP_POINT_LIMITS.maxSize),
  value: threeDecimals,
  visible: z.boolean(),
}).strict();
/** One heat-map point on the wire. */
export type HeatMapPointWire = z.infer<typeof HeatMapPointWire>;

/** A list of heat-map points on the wire: at most `HEAT_MAP_POINT_LIMITS.maxPoints`. */
export const HeatMapPointListWire = wireList(HeatMapPointWire, HEAT_MAP_POINT_LIMITS.maxPoints);
/** A list of heat-map points on the wire. */
export type HeatMapPointListWire = z.infer<typeof HeatMapPointListWire>;
