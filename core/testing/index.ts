// `@scene-platform/sdk/testing`: what plugin tests use instead of hand-built fakes.
export { createTestKernel } from './test-kernel.js';
export type { TestKernel, TestKernelOptions } from './test-kernel.js';
