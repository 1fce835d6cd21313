// The numbers of the wire's limits, without zod, so the browser's services can read them (the schemas are in limits.ts).

/** Upper bounds of request input. */
export const WireLimits = {
  /** Deepest nesting of arrays/objects in a JSON body (and in JSON held in a string field the server parses). */
  jsonDepth: 64,
  /** Longest list anywhere in a body (free-form JSON included). */
  listItems: 10_000,
  /** Most keys of one object anywhere in a body. */
  objectKeys: 10_000,
  /** Longest id (uuid, pub-res uuid, numbers sent as strings). */
  idChars: 128,
  /** Longest name on the wire (stored names are checked further by the name rules: 50 bytes). */
  nameChars: 255,
  /** Longest scene category, in UTF-8 bytes (as update-category). */
  categoryBytes: 50,
  /** Longest short text: paths, keywords, urls, file names, group names, types. */
  shortTextChars: 2048,
  /** Longest profile field (nickname, company, city, position...). */
  profileChars: 255,
  /** Longest login identifier (username, mailbox, phone). */
  identifierChars: 254,
  /** Longest password. */
  passwordChars: 256,
  /** Longest list of ids in one call (update-resource-groups, delete calls...). */
  idList: 1000,
  /** Longest list of names in one call (isAssetsExist, groups of a resource). */
  nameList: 5000,
  /** Most UTF-8 bytes of free-form JSON the server keeps in a row (a data resource's `data`, a project's `groups`, `desRoutes`, `infoPoints`), as JSON text. */
  storedJsonBytes: 2 * 1024 * 1024,
  /** Largest page of the lists of heavy records (the find-pro-* calls with paging). */
  heavyPageSize: 100,
  /** Longest large text field (scene content, logic, preview data url): the body limit bounds it further. */
  longTextChars: 256 * 1024 * 1024,
} as const;

/** Most characters of a scene's preview picture (a data URL of about 190 KB of image). */
export const SCENE_PREVIEW_MAX_CHARS = 256 * 1024;
