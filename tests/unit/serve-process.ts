// Starting scripts/serve.mjs as `npm run serve` does, in a child process, for the tests that need the real
// command line: how it is found as the main module, its start-up errors, its memory under load.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SERVE_SCRIPT = join(__dirname, '../../scripts/serve.mjs');

/** A minimal build folder (home, one doc, the 404 page) in a new temporary folder; returns that folder. */
export function fixtureSite(prefix = 'baeta-serve-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(dir, 'build/docs'), { recursive: true });
  writeFileSync(join(dir, 'build/index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(dir, 'build/docs/intro.html'), '<!doctype html><title>intro</title>');
  writeFileSync(join(dir, 'build/404.html'), '<!doctype html><title>not found</title>');
  return dir;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface Started {
  readonly child: ChildProcess;
  /** The origin it serves at, once it said it listens; undefined if it exited first. */
  readonly origin: string | undefined;
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number | null;
}

/**
 * Runs `node <script>` in `cwd` (where its build/ folder is) and waits until it prints the address it serves
 * at, or exits, or 10 s pass. The caller kills a child that is still running.
 */
export function startServe(script: string, cwd: string, env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, [script], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  return new Promise((resolve) => {
    const done = (origin: string | undefined, exitCode: number | null) => {
      clearTimeout(timer);
      resolve({ child, origin, stdout, stderr, exitCode });
    };
    const timer = setTimeout(() => done(undefined, null), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk;
      const match = /http:\/\/localhost:(\d+)\//.exec(stdout);
      if (match) done(`http://127.0.0.1:${match[1]}`, null);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.on('exit', (code) => done(undefined, code));
  });
}

/** Stops a child started here and waits until it has exited. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await exited;
}
