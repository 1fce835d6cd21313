import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { LOGIC_MEDIA_BASE } from '../../../plugins/logic-window/media-path.js';

const require = createRequire(import.meta.url);
const TYPES: Record<string, string> = { png: 'image/png', svg: 'image/svg+xml', gif: 'image/gif', mp3: 'audio/mpeg', wav: 'audio/wav', ogg: 'audio/ogg', cur: 'image/x-icon' };

/** Blockly's media folder in its npm package. */
function mediaDir(): string {
  return join(dirname(require.resolve('blockly')), 'media');
}

/**
 * Serve Blockly's media (sprites, cursors, sounds) at LOGIC_MEDIA_BASE from the npm package: from node_modules in dev,
 * emitted into the build output otherwise — never committed, never fetched from Blockly's own site.
 */
export function blocklyMediaPlugin(): Plugin {
  const base = LOGIC_MEDIA_BASE.replace(/\/$/, '');
  return {
    name: 'blockly-media',
    configureServer(server) {
      server.middlewares.use(base, (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '').split('?')[0]!).replace(/^\//, '');
        if (!/^[\w.-]+$/.test(name) || !readdirSync(mediaDir()).includes(name)) return next();
        res.setHeader('Content-Type', TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream');
        res.end(readFileSync(join(mediaDir(), name)));
      });
    },
    generateBundle() {
      for (const name of readdirSync(mediaDir())) {
        this.emitFile({ type: 'asset', fileName: `${base.slice(1)}/${name}`, source: readFileSync(join(mediaDir(), name)) });
      }
    },
  };
}
