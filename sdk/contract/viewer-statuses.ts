// HTTP statuses the viewer tells its visitor apart by, without zod: the player's screens import them from here, so
// their chunks do not take zod with the schemas of preview.ts and publish-link.ts (which re-export them).

/** HTTP statuses of a refused short link, so the viewer can tell the visitor why. */
export const ShortLinkStatus = Object.freeze({ notFound: 404, gone: 410, password: 403, throttled: 429 });

/** HTTP statuses of a refused ticket, so the player can tell the user why. */
export const PreviewTicketStatus = Object.freeze({ invalid: 403, expired: 410, sceneGone: 404 });
