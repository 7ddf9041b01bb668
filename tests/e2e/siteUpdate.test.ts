import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailability, launchChromium, visit } from '../helpers/browser';
import { clockForBrowsing, workerInControl } from '../helpers/keptByWorker';
import { startTestServer, type TestServer } from '../helpers/testServer';

// Issue 29: a new deploy is picked up at the next visit, and the page offers "A new version is ready:
// Reload" instead of running old and new code together. The site is served from a copy of the build, whose
// service worker is then changed as a deploy would change it (its version and so its bytes).

const availability = browserAvailability();

/** The version the worker controlling the page answers with (sw.ts, GET_VERSION). */
function controllingVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const worker = navigator.serviceWorker.controller;
        if (!worker) return reject(new Error('no worker controls the page'));
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        worker.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
      }),
  );
}

/**
 * Deploys a "new build": the same worker with another version, compressed as the build compresses it; the
 * old build's update chunks are gone from the server, as they are after a real deploy (new names).
 */
async function deployNewWorker(webDir: string, version: string): Promise<void> {
  const assets = path.join(webDir, 'assets');
  for (const file of await readdir(assets))
    if (/^(UpdateOffer|serviceWorker)-/.test(file)) await rm(path.join(assets, file));
  const file = path.join(webDir, 'sw.js');
  const source = await readFile(file, 'utf8');
  const current = /"version":"([0-9a-f]+)"/.exec(source)?.[1];
  if (!current) throw new Error('the built worker names no version');
  const next = source.replace(`"version":"${current}"`, `"version":"${version}"`);
  await writeFile(file, next);
  await writeFile(`${file}.br`, brotliCompressSync(next));
  await writeFile(`${file}.gz`, gzipSync(next));
}

describe.skipIf(!availability.available)('a new deploy', () => {
  let webDir: string;
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    if (!availability.available) return;
    webDir = await mkdtemp(path.join(tmpdir(), 'site-deploy-'));
    await cp(path.resolve('dist/web'), webDir, { recursive: true });
    server = await startTestServer({ WEB_DIR: webDir });
    browser = await launchChromium(availability.path);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (webDir) await rm(webDir, { recursive: true, force: true });
  });

  it('is offered as "A new version is ready: Reload", and Reload runs the new one', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
    await clockForBrowsing(context);
    const page = await context.newPage();
    await visit(page, '/about');
    await workerInControl(page);
    const first = await controllingVersion(page);
    // Nothing is offered while the build is the same.
    await visit(page, '/services');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('A new version is ready').count()).toBe(0);

    await deployNewWorker(webDir, 'feedbeefcafe');
    await visit(page, '/locations');
    const offer = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await offer.waitFor({ timeout: 30_000 });
    // Until the visitor says so, the page keeps running the code it started with.
    expect(await controllingVersion(page)).toBe(first);
    const reloaded = page.waitForEvent('load');
    await offer.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect.poll(() => controllingVersion(page)).toBe('feedbeefcafe');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('A new version is ready').count()).toBe(0);
    await context.close();
  });
});
