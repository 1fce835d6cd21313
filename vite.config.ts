import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { decodersPlugin } from './host/web/vite/decoders-plugin.js';

export default defineConfig({
  root: 'host/web',
  publicDir: 'public',
  plugins: [react(), decodersPlugin()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
  },
  server: {
    proxy: {
      '/cloud': 'http://127.0.0.1:8080',
    },
  },
  test: {
    root: '.',
    include: ['sdk/**/*.test.{ts,tsx}', 'core/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'host/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
