import type { Browser } from 'playwright-core';
import { launchChromium } from '../helpers/browser';
import { startSiteServer } from '../helpers/siteServer';
import { SmtpReceiver } from '../helpers/smtpReceiver';
import type { TestServer } from '../helpers/testServer';

export interface AccountSite {
  server: TestServer;
  browser: Browser;
  /** The inbox every account e-mail (codes, reset links, notices) arrives in. */
  smtp: SmtpReceiver;
  close(): Promise<void>;
}

/**
 * The built site on the real server, delivering to an in-process SMTP receiver, with client IPs taken
 * from X-Forwarded-For (API fixtures send their own, so per-IP limits do not add up), and one Chromium;
 * `env` adds settings (the staff journey's STAFF_EMAILS).
 */
export async function startAccountSite(
  chromiumPath: string,
  env: Record<string, string> = {},
): Promise<AccountSite> {
  const smtp = new SmtpReceiver();
  await smtp.start();
  const server = await startSiteServer({
    SMTP_URL: smtp.url,
    TRUST_PROXY: 'true',
    ...env,
  });
  const browser = await launchChromium(chromiumPath);
  return {
    server,
    browser,
    smtp,
    async close() {
      await browser.close();
      await server.close();
      await smtp.stop();
    },
  };
}
