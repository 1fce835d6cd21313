export * from './open-scenes-service.js';
export * from './open-scenes-module.js';
export * from './version-label.js';
