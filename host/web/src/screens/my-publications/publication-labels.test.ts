import { describe, expect, it } from 'vitest';
import { platformPublicationTexts } from '../../locales/platform-publications.js';
import { isBehind, stateLabelKey } from './publication-labels.js';

describe('My publications labels', () => {
  it('labels the three states, an expired link as the spec\'s \'publication expired\', in three languages', () => {
    const keys = (['published', 'expired', 'takenDown'] as const).map(stateLabelKey);
    expect(keys[1]).toBe('publish.publicationExpired');
    for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) {
      const texts = keys.map((key) => platformPublicationTexts[locale][key]);
      expect(texts.every((text) => typeof text === 'string' && text.length > 0)).toBe(true);
      expect(new Set(texts).size).toBe(3);
    }
    expect(platformPublicationTexts.en['publish.publicationExpired']).toBe('Publication expired');
    expect(platformPublicationTexts['zh-CN']['publish.publicationExpired']).toBe('发布已过期');
  });

  it('marks a link behind the scene\'s latest saved version, not one whose scene is gone', () => {
    expect(isBehind({ version: 3, latestVersion: 5 })).toBe(true);
    expect(isBehind({ version: 5, latestVersion: 5 })).toBe(false);
    expect(isBehind({ version: 5, latestVersion: null })).toBe(false);
  });
});
