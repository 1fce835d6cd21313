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

/** Limits of an info-point file import (kf-resource/import-info-point). */
export const INFO_POINT_IMPORT_LIMITS = Object.freeze({
  /** Most points (CSV rows after the header, JSON array items) in one file. */
  maxRows: INFO_POINT_LIMITS.maxPoints,
  /** Largest file, in bytes: 10,000 rows of full-length fields with room to spare. */
  maxFileBytes: 8 * 1024 * 1024,
  /** Most refusals a reply lists (the count says how many there are in all). */
  maxRefusalsListed: 100,
});

/** One refused line of an import: its 1-based line in the file and the reason, in the caller's language. */
export const InfoPointImportRefusal = z.object({ line: z.number().int().min(0), message: z.string() });
/** One refused line of an import. */
export type InfoPointImportRefusal = z.infer<typeof InfoPointImportRefusal>;

/**
 * The `data` of a refused import (HTTP 400, message `infoPoint.importRefused`): the first refused lines in file order
 * and how many lines were refused in all. Nothing of the file was stored.
 */
export const InfoPointImportRefused = z.object({
  refusals: z.array(InfoPointImportRefusal).max(INFO_POINT_IMPORT_LIMITS.maxRefusalsListed),
  total: z.number().int().min(1),
});
/** The `data` of a refused import. */
export type InfoPointImportRefused = z.infer<typeof InfoPointImportRefused>;
