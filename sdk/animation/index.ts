export * from './animation-data.js';
export * from './easing.js';
export * from './keyframe-eval.js';
export * from './mover-eval.js';
export * from './keyframe-animation-service.js';
export * from './prop-path.js';
export * from './state-eval.js';
