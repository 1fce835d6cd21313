import type { PreviewScene } from '../../../../../sdk/contract/preview.js';
import type { PublishedScene } from '../../../../../sdk/contract/publish-link.js';

/** The player's scene of an opened link (one object per link: the player restarts when its identity changes). */
export function playableOf(published: PublishedScene): PreviewScene {
  return {
    uuid: published.linkUuid, projectUuid: '', name: published.title, version: published.version, content: published.content, logic: published.logic, data: published.data,
  };
}
