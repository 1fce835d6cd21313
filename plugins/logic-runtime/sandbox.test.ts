// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { SandboxToPage } from '../../sdk/index.js';
import { lockDown } from './lock-down.js';
import { compilePuzzle } from './puzzle-program.js';
import { SandboxApi } from './sandbox-api.js';

/** Run a puzzle as the worker does, collecting what it posts. */
function run(code: string, actions: readonly string[] = []): SandboxToPage[] {
  const posted: SandboxToPage[] = [];
  const sandbox = new SandboxApi({ post: (m) => posted.push(m), setInterval: () => 0, setTimeout: () => 0 }, {
    box: { type: 'Mesh', name: 'Box', props: { rotation: { x: 0, y: 0, z: 0 } } },
  }, actions);
  const program = compilePuzzle(code);
  sandbox.guard(() => program(sandbox.api));
  return posted;
}

describe('the puzzle sandbox', () => {
  it('gives a puzzle no localStorage, document, cookies or network even where the page has them', () => {
    expect(typeof globalThis.localStorage).toBe('object'); // the page's (happy-dom's) globals exist here…
    expect(typeof globalThis.document).toBe('object');
    const posted = run(`scene.log(typeof localStorage, typeof document, typeof window, typeof fetch, typeof XMLHttpRequest, typeof importScripts, typeof WebSocket, typeof indexedDB, typeof self, typeof globalThis);`);
    expect(posted).toEqual([{ kind: 'log', level: 'info', values: [Array(10).fill('undefined').join(' ')] }]); // …but not for the puzzle
  });

  it('turns a puzzle that reads document.cookie into a console error, not a leak', () => {
    const posted = run(`scene.log(document.cookie);`);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ kind: 'log', level: 'error' });
    expect(JSON.stringify(posted[0])).toMatch(/TypeError/);
  });

  it('turns calls into messages and answers reads from its mirror', () => {
    const code = `scene.setColor('sphere', '#ff0000'); scene.transformBy('box', 'rotation', { x: 0, y: 10, z: 0 }, 0); scene.log(scene.get('box', 'rotation'));`;
    expect(run(code, ['setColor', 'transformBy'])).toEqual([
      { kind: 'action', action: 'setColor', args: ['sphere', '#ff0000'] },
      { kind: 'action', action: 'transformBy', args: ['box', 'rotation', { x: 0, y: 10, z: 0 }, 0] },
      { kind: 'log', level: 'info', values: ['{"x":0,"y":0,"z":0}'] },
    ]);
    // Without the plugin that contributes them, the calls are no methods of `scene`: the handler's error is a console line.
    expect(run(code)).toMatchObject([{ kind: 'log', level: 'error', values: [expect.stringMatching(/TypeError.*setColor/)] }]);
  });

  it('runs on-live-data handlers with each new value of their binding and answers liveValue from the last one', () => {
    const posted: SandboxToPage[] = [];
    const sandbox = new SandboxApi({ post: (m) => posted.push(m), setInterval: () => 0, setTimeout: () => 0 }, {});
    const program = compilePuzzle(`scene.log('before', scene.liveValue('b1'));
      scene.onLiveData('b1', ($value) => scene.log('b1', $value, scene.liveValue('b2')));
      scene.onLiveData('__proto__', ($value) => scene.log('proto', $value));`);
    sandbox.guard(() => program(sandbox.api));
    sandbox.receive({ kind: 'liveData', values: { b2: 'warning' } });
    sandbox.receive({ kind: 'liveData', values: { b1: 95, b3: true } });
    const hostile = Object.create(null) as Record<string, number>;
    hostile['__proto__'] = 7;
    sandbox.receive({ kind: 'liveData', values: hostile });
    expect(posted.map((m) => (m.kind === 'log' ? m.values[0] : m.kind))).toEqual(['before null', 'b1 95 warning', 'proto 7']);
    expect(({} as Record<string, unknown>).b1).toBeUndefined();
  });

  it('refuses code that does not parse with a SyntaxError', () => {
    expect(() => compilePuzzle('scene.log(')).toThrow(SyntaxError);
  });
});

describe('lockDown', () => {
  it('removes network and storage globals from the scope and its prototypes, for good', () => {
    class Base {
      fetch() {
        return 'network';
      }
    }
    const scope = Object.assign(Object.create(Base.prototype) as Record<string, unknown>, { XMLHttpRequest: class {}, importScripts: () => undefined, keep: 1 });
    expect(lockDown(scope, new Set(['keep']))).toEqual(expect.arrayContaining(['fetch', 'XMLHttpRequest', 'importScripts']));
    expect(scope.fetch).toBeUndefined();
    expect(scope.XMLHttpRequest).toBeUndefined();
    expect(scope.keep).toBe(1);
    expect(Reflect.deleteProperty(scope, 'fetch')).toBe(false);
    expect((Object.getPrototypeOf(scope) as Record<string, unknown>).fetch).toBeUndefined();
    expect(() => {
      'use strict';
      scope.fetch = () => 'back';
    }).toThrow(TypeError);
  });
});
