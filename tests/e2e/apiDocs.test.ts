import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTRACT_FILE } from '../../src/server/config/projectFiles';
import { browserAvailability, launchChromium } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/testServer';

// The API reference at /api/docs in Chromium (issue 15): every operation of openapi.yaml is shown, "try it"
// calls this origin, and no request leaves it (no CDN, fonts, proxy or telemetry), with no CSP complaint.

const availability = browserAvailability();
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  method: string;
  path: string;
  summary: string;
}

function contractOperations(): Operation[] {
  const document = parse(readFileSync(CONTRACT_FILE, 'utf8')) as {
    paths: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], { summary: string }>>>;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, summary: operation.summary }] : [];
    }),
  );
}

describe.skipIf(!availability.available)('the API reference in Chromium', () => {
  let server: TestServer;
  let context: BrowserContext;
  let page: Page;
  const requests: string[] = [];
  const problems: string[] = [];
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    if (!availability.available) return;
    server = await startTestServer();
    const browser = await launchChromium(availability.path);
    closeBrowser = () => browser.close();
    context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('request', (request) => requests.push(request.url()));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto('/api/docs');
    await page.getByRole('heading', { name: 'Generator company website API' }).waitFor();
  });

  afterAll(async () => {
    await context?.close();
    await closeBrowser?.();
    await server?.close();
  });

  it('shows every operation of openapi.yaml with its method and path', async () => {
    const operations = contractOperations();
    expect(operations.length).toBeGreaterThan(40);
    // The page's accessibility tree read once (its roles and names, as a screen reader gets them) rather
    // than two role queries per operation over a page this large: those took over a minute on a busy
    // machine. Each operation's heading is its summary; its "Test Request" button names method and path.
    const shown = (tree: string) =>
      operations.filter(
        ({ method, path, summary }) =>
          tree.includes(`heading ${JSON.stringify(summary)}`) &&
          tree.includes(`button ${JSON.stringify(`Test Request (${method} ${path})`)}`),
      );
    let tree = '';
    await expect
      .poll(async () => {
        tree = await page.locator('body').ariaSnapshot();
        return shown(tree).length;
      })
      .toBe(operations.length);
    for (const { summary } of operations) {
      expect(tree.split(`heading ${JSON.stringify(summary)}`).length - 1, summary).toBe(1);
    }
  });

  it('shows an operation in full: description, request example, answers and their error texts', async () => {
    const signIn = page.getByRole('heading', { name: 'Sign in with e-mail and password', exact: true });
    await signIn.scrollIntoViewIfNeeded();
    const text = await page.locator('body').innerText();
    expect(text).toContain('Wrong e-mail and wrong password give the same 401');
    expect(text).toContain('Invalid email or password');
  });

  it('tries a call against this origin from the page', async () => {
    const before = requests.length;
    await page.getByRole('button', { name: 'Test Request (post /users/signin)', exact: true }).click();
    const client = page.getByRole('dialog', { name: 'API Client' });
    await client.waitFor();
    await client.getByRole('button', { name: /^Send post request to / }).click();
    await expect.poll(() => client.innerText()).toContain('Invalid email or password');
    expect(await client.innerText()).toContain('401');
    expect(requests.slice(before)).toContain(`${server.url}/api/users/signin`);
  });

  it('sent no request to another origin and met no CSP refusal or script error', () => {
    const foreign = requests.filter((url) => !url.startsWith(`${server.url}/`) && !/^(data|blob):/.test(url));
    expect(foreign).toEqual([]);
    expect(requests).toContain(`${server.url}/api/docs/scalar.js`);
    expect(requests).toContain(`${server.url}/api/openapi.json`);
    const expected = [
      // zod's feature test (`try { new Function('') } catch {}`) inside the bundle: refused as it should
      // be, and the bundle takes its path without eval.
      'CSP violation: script-src eval',
      // The tried sign-in's answer, which the browser reports as a failed load.
      'Failed to load resource: the server responded with a status of 401 (Unauthorized)',
    ];
    expect(problems).toEqual(expected);
  });
});
