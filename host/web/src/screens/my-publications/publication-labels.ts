import type { PublishLinkVo } from '../../../../../sdk/contract/publish-link.js';

/** The text key of a link's state label (spec 000 §3 states; an expired link reads 'publication expired', §8). */
export function stateLabelKey(state: PublishLinkVo['state']): string {
  if (state === 'expired') return 'publish.publicationExpired';
  return state === 'takenDown' ? 'platform.publications.state.takenDown' : 'platform.publications.state.published';
}

/** Whether a link shows an older version than its scene's latest saved one ('change not synchronised'). */
export function isBehind(link: Pick<PublishLinkVo, 'version' | 'latestVersion'>): boolean {
  return link.latestVersion !== null && link.version < link.latestVersion;
}
