// Debian's nginx in front of the scale-out test's instances (issue 28), run as a child process of the test: not a
// daemon, its config, pid, logs and temp folders in a fresh temp folder. `setTargets` rewrites the upstream list and
// reloads (SIGHUP to the master), then waits until the master has re-read it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where Debian installs nginx. */
export const NGINX = '/usr/sbin/nginx';

/** The running proxy. */
export interface NginxProxy {
  readonly url: string;
  setTargets(targets: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function config(dir: string, port: number, targets: readonly string[]): string {
  const servers = targets.map((t) => `    server ${new URL(t).host} max_fails=1 fail_timeout=2s;`).join('\n');
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log notice;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream scene_platform {
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 210m;
    client_body_timeout 30s;
    location / {
      proxy_pass http://scene_platform;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout;
      proxy_read_timeout 120s;
    }
  }
}
`;
}

/** Start nginx on a free port of 127.0.0.1 in front of `targets` (base urls). */
export async function startNginxProxy(targets: readonly string[]): Promise<NginxProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'kf-nginx-'));
  const port = await freePort();
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, config(dir, port, targets));
  const reloads = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8').split('reconfiguring').length - 1 : 0);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', file, '-e', join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Up when it answers on its port (any status: the instances may refuse a bare GET /).
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx ended at start: ${stderr}`);
    try {
      await fetch(`http://127.0.0.1:${port}/cloud/api/health`);
      break;
    } catch {
      if (i > 200) throw new Error(`nginx did not answer on port ${port}: ${stderr}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async setTargets(list) {
      const before = reloads();
      writeFileSync(file, config(dir, port, list));
      child.kill('SIGHUP');
      for (let i = 0; i < 200 && reloads() === before; i++) await new Promise((r) => setTimeout(r, 25));
    },
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
