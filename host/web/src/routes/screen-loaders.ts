import type { ComponentType } from 'react';
import type { ScreenName } from './route-table.js';
import type { ScreenProps } from './screen-props.js';

/** A lazily loaded screen module. */
export interface ScreenModule {
  readonly default: ComponentType<ScreenProps>;
}

/** One dynamic import per screen, so each screen is its own chunk and loads only when its route is visited. */
export const SCREEN_LOADERS: Readonly<Record<ScreenName, () => Promise<ScreenModule>>> = {
  login: () => import('../screens/login/index.js'),
  register: () => import('../screens/register/index.js'),
  designer: () => import('../screens/designer/index.js'),
  'project-list': () => import('../screens/project-list/index.js'),
  'scene-list': () => import('../screens/scene-list/index.js'),
  'recycle-bin': () => import('../screens/recycle-bin/index.js'),
  'my-files': () => import('../screens/my-files/index.js'),
  'user-settings': () => import('../screens/user-settings/index.js'),
  notifications: () => import('../screens/notifications/index.js'),
  outbox: () => import('../screens/outbox/index.js'),
  subscription: () => import('../screens/subscription/index.js'),
  'my-publications': () => import('../screens/my-publications/index.js'),
  market: () => import('../screens/market/index.js'),
  preview: () => import('../screens/preview/index.js'),
  presenter: () => import('../screens/presenter/index.js'),
  'product-exhibition': () => import('../screens/product-exhibition/index.js'),
  'not-found': () => import('../screens/not-found/index.js'),
};

/**
 * Screens the user usually opens next from a screen: their code is fetched and evaluated once the page is idle, so opening
 * a scene from the scene list does not wait for the designer's chunks (over a megabyte with Babylon.js).
 */
const NEXT_SCREENS: Partial<Record<ScreenName, readonly ScreenName[]>> = {
  'scene-list': ['designer'],
  'project-list': ['designer'],
};

/** Load, when the page is idle, the screens usually opened next from `screen` (failures are left to the real visit). */
export function prefetchNextScreens(screen: ScreenName): void {
  const next = NEXT_SCREENS[screen];
  if (!next || typeof requestIdleCallback !== 'function') return;
  requestIdleCallback(() => {
    for (const name of next) SCREEN_LOADERS[name]().catch(() => undefined);
  }, { timeout: 5000 });
}
