import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

// Endpoints the browser calls that the market service serves, not this platform server (spec 000 §3: a non-designer
// lists projects through /repo/kf-market/get-des-projects). They are declared so the browser's call is typed like every
// other; this server does not mount them (the endpoint contract test names them as the only unmounted declarations).

/** A project row of the market service (only the fields the project list reads are named). */
export const MarketProjectRow = z.object({
  uuid: z.string(),
  name: z.string(),
  lastModifiedTime: z.number().optional(),
  updateTime: z.number().optional(),
  updatedAt: z.number().optional(),
  createdAt: z.number().optional(),
  sceneCount: z.number().optional(),
  createdBy: z.string().optional(),
  isDefault: z.boolean().optional(),
}).passthrough();

/** The projects a non-designer (market) user sees: a list, or a page with rows. */
export const GetMarketProjects = defineEndpoint({
  method: 'GET', path: '/repo/kf-market/get-des-projects',
  reply: z.union([z.array(MarketProjectRow), z.object({ rows: z.array(MarketProjectRow) }).passthrough()]),
  summary: 'Projects of a non-designer (market) user; served by the market service',
});

/** Every endpoint declared here but served elsewhere. */
export const externalEndpoints = { GetMarketProjects } as const;
