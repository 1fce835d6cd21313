import { useEffect, useState } from 'react';
import type { AnimationEntity, PlaybackState } from '../../sdk/index.js';
import type { TimelineServices } from './timeline-services.js';

/** The animation service's streams as React state (and a re-render on document and language changes). */
export function useTimelineState(services: TimelineServices) {
  const { animation, document, i18n } = services;
  const [animations, setAnimations] = useState<readonly AnimationEntity[]>(animation.animations);
  const [currentId, setCurrentId] = useState(animation.current?.id);
  const [state, setState] = useState<PlaybackState>(animation.state);
  const [time, setTime] = useState(animation.time);
  const [, setTick] = useState(0);
  useEffect(() => {
    const bump = () => setTick((n) => n + 1);
    const subs = [
      animation.onDidChangeAnimations.subscribe(setAnimations),
      animation.onDidChangeCurrent.subscribe((c) => setCurrentId(c?.id)),
      animation.onDidChangeState.subscribe(setState),
      animation.onDidChangeTime.subscribe(setTime),
      document.onDidChange.subscribe(bump),
      ...(i18n ? [i18n.onDidChangeTexts.subscribe(bump)] : []),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [animation, document, i18n]);
  const current = animations.find((a) => a.id === currentId);
  return { animations, current: current?.kind === 'keyframe' ? current : undefined, state, time };
}
