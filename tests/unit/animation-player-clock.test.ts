import { describe, expect, it } from 'vitest';
import { createTestKernel } from '@scene-platform/sdk/testing';
import { definePlugin, KeyframeAnimationService, SceneDocumentService, type ViewportService } from '../../sdk/index.js';
import animationPlugin from '../../plugins/animation/index.js';
import { AnimationPlayer } from '../../plugins/animation-player/animation-player.js';

/** No scene is open: the player only runs the playback clock (the frames are driven by hand, as rAF would). */
const noScene = { runtime: undefined } as unknown as ViewportService;

describe('the animation player clock', () => {
  it('advances playback by the time between frames, also when frames are a second apart; a long gap counts as 1 s', async () => {
    // The animation service is the animation plugin's: a plugin that depends on it gets it.
    let animation!: KeyframeAnimationService;
    const user = definePlugin({ id: 'test.clock', dependsOn: ['builtin.animation'], activate: (ctx) => { animation = ctx.get(KeyframeAnimationService); } });
    const kernel = await createTestKernel({ plugins: [animationPlugin, user] });
    const clip = animation.createAnimation('Clock'); // 2 s long
    animation.updateAnimation(clip.id, { loop: true, swing: true });
    const player = new AnimationPlayer(animation, kernel.get(SceneDocumentService), noScene);
    animation.play();
    const shown: number[] = [];
    // Software WebGL on a busy machine: one frame every 0.9 s.
    for (const now of [0, 900, 1800, 2700]) {
      player.tick(now);
      shown.push(Number(animation.time.toFixed(2)));
    }
    // 0.9 s and 1.8 s in, then past the end it swings back: 2.7 s played shows 2 - 0.7.
    expect(shown).toEqual([0, 0.9, 1.8, 1.3]);
    // A tab that slept a minute moves on by one second only.
    player.tick(62_700);
    expect(animation.time).toBeCloseTo(0.3, 5);
    player.dispose();
    await kernel.dispose();
  });
});
