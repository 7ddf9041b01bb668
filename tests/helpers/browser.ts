import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const CANDIDATES = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function chromiumPath(): string | undefined {
  return CANDIDATES.find((candidate): candidate is string => !!candidate && existsSync(candidate));
}

/**
 * The browser suite drives the system's Chromium (Debian's `chromium` package). In CI a missing browser is
 * a failure; on a developer machine the suite is skipped with a message saying how to install it.
 */
export function browserAvailability():
  | { available: true; path: string }
  | { available: false; reason: string } {
  const path = chromiumPath();
  if (path) return { available: true, path };
  const reason = 'Chromium not found: install it with `apt-get install -y chromium` or set CHROME_PATH.';
  if (process.env.CI) throw new Error(reason);
  console.warn(`[e2e skipped] ${reason}`);
  return { available: false, reason };
}

export async function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
