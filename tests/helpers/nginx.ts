import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './freePort';

// Debian's nginx (`nginx-light` or `nginx`) in front of a test server, configured as README's
// "Several server processes" deployment: it appends the address it saw to X-Forwarded-For. Everything
// nginx writes (pid, logs, temp files) stays in a temp dir, so it runs without touching /etc or /var.

const CANDIDATES = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'];

/**
 * nginx, or why not. In CI (`CI` set) a missing nginx is a failure; on a developer machine the suite is
 * skipped with a message saying how to install it, as the browser suite does for Chromium.
 */
export function nginxAvailability():
  | { available: true; path: string }
  | { available: false; reason: string } {
  const found = CANDIDATES.find((candidate): candidate is string => !!candidate && existsSync(candidate));
  if (found) return { available: true, path: found };
  const reason = 'nginx not found: install it with `apt-get install -y nginx-light` or set NGINX_PATH.';
  if (process.env.CI) throw new Error(reason);
  console.warn(`[nginx tests skipped] ${reason}`);
  return { available: false, reason };
}

export interface NginxProxy {
  /** `http://127.0.0.1:<port>`: where a client reaches the server through nginx. */
  url: string;
  /** The configuration nginx runs with, for a failure message. */
  config: string;
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** The address nginx connects to the upstream from (`proxy_bind`); its default is the kernel's choice. */
  bindAddress?: string;
}

/** The `location` block of README's deployment: the client's address appended, never replaced. */
function proxyLocation(upstream: string, bindAddress: string | undefined): string {
  return [
    `      proxy_pass ${upstream};`,
    '      proxy_http_version 1.1;',
    '      proxy_set_header Connection "";',
    '      proxy_set_header Host $host;',
    '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '      proxy_set_header X-Forwarded-Proto $scheme;',
    ...(bindAddress ? [`      proxy_bind ${bindAddress};`] : []),
  ].join('\n');
}

function configText(dir: string, port: number, upstream: string, options: NginxOptions): string {
  const at = (name: string) => path.join(dir, name);
  return `daemon off;
master_process off;
worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 128; }
http {
  access_log off;
  client_body_temp_path ${at('tmp/body')};
  proxy_temp_path ${at('tmp/proxy')};
  fastcgi_temp_path ${at('tmp/fastcgi')};
  uwsgi_temp_path ${at('tmp/uwsgi')};
  scgi_temp_path ${at('tmp/scgi')};
  server {
    listen 127.0.0.1:${port};
    location / {
${proxyLocation(upstream, options.bindAddress)}
    }
  }
}
`;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // nginx's graceful stop is SIGQUIT; SIGTERM is its fast shutdown, which is all a test needs.
  child.kill('SIGTERM');
  await exited;
}

/** Starts nginx on a free port in front of `upstream` (`http://127.0.0.1:<port>`) and waits until it listens. */
export async function startNginx(
  nginxPath: string,
  upstream: string,
  options: NginxOptions = {},
): Promise<NginxProxy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-nginx-'));
  await mkdir(path.join(dir, 'tmp'));
  const port = await freePort();
  const config = configText(dir, port, upstream, options);
  const configFile = path.join(dir, 'nginx.conf');
  await writeFile(configFile, config);
  // -e: the error log before the configuration is read (the default is /var/log/nginx, not writable by all).
  const child = spawn(nginxPath, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', configFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const errorLog = async () =>
    `${stderr}${await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '')}`;
  const stop = async () => {
    await stopChild(child);
    await rm(dir, { recursive: true, force: true });
  };
  // Start-up takes milliseconds; polling for the port is how a client would find out it is up.
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    if (await accepts(port)) return { url: `http://127.0.0.1:${port}`, config, stop };
    await sleep(50);
  }
  const why = await errorLog();
  await stop();
  throw new Error(`nginx did not start on port ${port}:\n${why}\nconfiguration:\n${config}`);
}
