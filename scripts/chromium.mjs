// Where the e2e suite and benchmarks find Chromium: Debian's package, never a downloaded browser.
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
export const chromiumAvailable = () => existsSync(CHROMIUM_PATH);
