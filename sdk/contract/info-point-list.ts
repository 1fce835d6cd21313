import { z } from 'zod';
import { INFO_POINT_LIMITS } from '../scene/info-points.js';
import { wireList, wireString } from './limits.js';

/** Message key of a list whose names or ids repeat ('{field}: "{value}" appears twice'). */
export const INFO_POINT_DUPLICATE_KEY = 'validation.infoPointDuplicate';

const finite = z.number().finite();

/**
 * One info point on the wire: the scene's `InfoPointData` (sdk/scene/info-points.ts), strict and within
 * `INFO_POINT_LIMITS`. For the server calls that carry info points outside a scene (project info points, an import,
 * save-info-points), so they and the scene's property agree on one shape.
 */
export const InfoPointWire = z.object({
  id: wireString(INFO_POINT_LIMITS.idChars).min(1),
  name: wireString(INFO_POINT_LIMITS.nameChars).min(1),
  category: wireString(INFO_POINT_LIMITS.fieldChars),
  type: wireString(INFO_POINT_LIMITS.fieldChars),
  status: wireString(INFO_POINT_LIMITS.fieldChars),
  position: z.tuple([finite, finite, finite]),
  visible: z.boolean(),
}).strict();
/** One info point on the wire. */
export type InfoPointWire = z.infer<typeof InfoPointWire>;

/** A list of info points on the wire: at most `INFO_POINT_LIMITS.maxPoints`, ids and names each unique. */
export const InfoPointListWire = wireList(InfoPointWire, INFO_POINT_LIMITS.maxPoints).superRefine((points, ctx) => {
  for (const field of ['id', 'name'] as const) {
    const seen = new Set<string>();
    points.forEach((point, index) => {
      if (seen.has(point[field])) ctx.addIssue({ code: 'custom', path: [index, field], message: INFO_POINT_DUPLICATE_KEY, params: { value: point[field] } });
      seen.add(point[field]);
    });
  }
});
