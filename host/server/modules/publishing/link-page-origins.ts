// The origins a publish link's viewer page may reach (docs/publishing.md): the data origins its published version's
// Scene root allows, as a ticket's preview page gets them, while the link is published; and its loading-page logo's.
import type { ServerServices } from '../../http/route-kit.js';
import { sceneAllowedOrigins } from '../scenes/preview-scope.js';
import { logoOrigins } from './logo-origin.js';
import { publishedRecord, stateOf } from './publish-store.js';
import './publish-tables.js';

/** Published versions never change: their origins are kept by link and version, for at most this many of them. */
const CACHED_VERSIONS = 512;
const dataOriginsByVersion = new Map<string, readonly string[]>();

async function publishedDataOrigins(services: Pick<ServerServices, 'db' | 'clock'>, shortKey: string): Promise<readonly string[]> {
  const link = await services.db.selectFrom('publish_links').select(['uuid', 'scene_uuid', 'version', 'taken_down', 'expires_at', 'visit_limit', 'access_count'])
    .where('short_key', '=', shortKey).executeTakeFirst();
  if (!link || stateOf(link, services.clock.now()) !== 'published') return [];
  const key = `${link.uuid}:${link.version}`;
  const cached = dataOriginsByVersion.get(key);
  if (cached) return cached;
  const record = await publishedRecord(services.db, link);
  if (!record) return [];
  const origins = sceneAllowedOrigins(record.content);
  dataOriginsByVersion.set(key, origins);
  if (dataOriginsByVersion.size > CACHED_VERSIONS) dataOriginsByVersion.delete(dataOriginsByVersion.keys().next().value as string);
  return origins;
}

/** What the viewer page of the link with `shortKey` may reach beyond its own origin; nothing for an unknown key. */
export async function linkPageOrigins(services: Pick<ServerServices, 'db' | 'clock'>, shortKey: string): Promise<{ data: readonly string[]; images: readonly string[] }> {
  const [data, images] = await Promise.all([publishedDataOrigins(services, shortKey), logoOrigins(services, shortKey)]);
  return { data, images };
}
