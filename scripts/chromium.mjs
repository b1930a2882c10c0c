// Finds Debian's Chromium for the browser tests, installing it with apt when running as root.
// Browser downloads do not work here, so Playwright always drives this system browser.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Launch flags for every headless run (tests, benchmark): without the networking ones, the closed network
// floods Chromium with refused connections.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is not installed at ${CHROMIUM}. Install Debian's package first:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at an existing Chromium binary.',
    );
    return null;
  }
  console.log('Chromium is missing; installing Debian\'s "chromium" package…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
  if (!install || install.status !== 0 || !existsSync(CHROMIUM)) {
    console.error('Installing chromium with apt-get failed; run "apt-get install -y chromium" and try again.');
    return null;
  }
  console.log(execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim());
  return CHROMIUM;
}
