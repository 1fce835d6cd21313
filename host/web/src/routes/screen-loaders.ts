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
  preview: () => import('../screens/preview/index.js'),
  presenter: () => import('../screens/presenter/index.js'),
  'product-exhibition': () => import('../screens/product-exhibition/index.js'),
  'not-found': () => import('../screens/not-found/index.js'),
};
