import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { appTextsPlugin } from './host/web/vite/app-texts-plugin.js';
import { blocklyMediaPlugin } from './host/web/vite/blockly-media-plugin.js';
import { decodersPlugin } from './host/web/vite/decoders-plugin.js';
import { endpointDescriptorsPlugin } from './host/web/vite/endpoint-descriptors-plugin.js';
import { precompressPlugin } from './host/web/vite/precompress-plugin.js';
import { reactRouterProductionPlugin } from './host/web/vite/react-router-production-plugin.js';
import { isSdkModule, sdkRuntimePlugin } from './host/web/vite/sdk-runtime-plugin.js';
import { standardShadersChunks } from './host/web/vite/standard-shaders-chunk.js';
import { playerChunk } from './host/web/vite/player-chunk.js';
import LongestFirstSequencer from './tests/support/longest-first-sequencer.js';

const player = playerChunk();

export default defineConfig({
  root: 'host/web',
  publicDir: 'public',
  plugins: [react(), decodersPlugin(), blocklyMediaPlugin(), sdkRuntimePlugin(), endpointDescriptorsPlugin(), appTextsPlugin(), reactRouterProductionPlugin(), player.plugin, precompressPlugin()],
  resolve: {
    // The published package's entries, for plugin tests and fixtures that import it as an outside author does.
    alias: [
      { find: /^@scene-platform\/sdk$/, replacement: fileURLToPath(new URL('./sdk/package-index.ts', import.meta.url)) },
      { find: /^@scene-platform\/sdk\/viewport$/, replacement: fileURLToPath(new URL('./sdk/viewport/index.ts', import.meta.url)) },
      { find: /^@scene-platform\/sdk\/endpoints$/, replacement: fileURLToPath(new URL('./sdk/endpoints.ts', import.meta.url)) },
      { find: /^@scene-platform\/sdk\/sandbox$/, replacement: fileURLToPath(new URL('./sdk/sandbox.ts', import.meta.url)) },
      { find: /^@scene-platform\/sdk\/testing$/, replacement: fileURLToPath(new URL('./core/testing/index.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      // The SDK's modules only declare (ids, points, pure helpers; a unit test checks): marking them free of side effects
      // lets the entry chunk take the few it uses instead of everything behind the sdk/index.ts barrel it imports from.
      treeshake: { moduleSideEffects: (id: string) => (isSdkModule(id) ? false : undefined) },
      output: { codeSplitting: { groups: [...standardShadersChunks(), player.group] } },
    },
  },
  server: {
    proxy: {
      '/cloud': 'http://127.0.0.1:8080',
    },
  },
  test: {
    root: '.',
    environment: 'node',
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on CI's two. Most files wait on servers, child processes
    // and password hashing, so two run side by side in about half the time (7 API files: 280 → 152 s).
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    testTimeout: 30000,
    hookTimeout: 60000,
    // Two tiers: `unit` (headless kernel, plugins, components, server modules in process: no API server, no browser;
    // `npm run test:unit`, part of `npm run test:fast`) and `api` (a real server over HTTP; `npm run test:api`).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Files share one module registry per worker: each file importing Babylon.js, React and the kernel again cost
          // most of the run (1,282 tests: 217 s isolated, 77 s shared, at load 4-7). A file that changes a global
          // restores it.
          isolate: false,
          include: ['sdk/**/*.test.{ts,tsx}', 'libs/**/*.test.{ts,tsx}', 'core/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'host/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
        },
      },
      // The attack tests of issue 25 (tests/security) run with the API tier: some start a real server.
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts', 'tests/security/**/*.test.ts'], globalSetup: ['tests/api/support/bundle-server-once.ts'] } },
      // The blob flows again with the blobs in an S3-compatible bucket (a local s3rver per worker; issue 28: API tests
      // against both blob stores). blob-bookkeeping reads the local folder's files, and s3-blob-store.test.ts holds its
      // rules (bytes first, then rows; collection spares referenced and young blobs) on S3.
      {
        extends: true,
        test: {
          name: 'api-s3',
          include: ['resources', 'resource-files', 'archive', 'used-storage', 'storage-usage', 'scene-previews', 'publish-qr'].map((file) => `tests/api/${file}.test.ts`),
          env: { TEST_BLOB_STORE: 's3' },
        },
      },
      // The command line (`scene-designer`, host/cli): each test runs the installed bin in a child process; the
      // thumbnail test plays a scene with the built player (dist/web), so `npm test` runs this after the builds.
      { extends: true, test: { name: 'cli', include: ['tests/cli/**/*.test.ts'], testTimeout: 180_000 } },
      // Checks of the built web app in dist/web (`npm run test:build`, after `npm run build`).
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'] } },
    ],
  },
});
