import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest, signInRequest, signUpUser, uniqueEmail } from '../helpers/accounts';
import { type NginxProxy, nginxAvailability, startNginx } from '../helpers/nginx';
import { SmtpReceiver } from '../helpers/smtpReceiver';
import { startTestServer, type TestServer } from '../helpers/testServer';

// Issue 38, item 5: the real nginx from Debian in front of the server, as README's deployment runs it
// (`proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`): nginx appends the address it saw, so
// whatever a client writes in X-Forwarded-For itself comes first. The server must take the client's
// address from the entry its trusted proxy wrote, never from one the client wrote: neither the per-IP
// rate limit nor Active Sessions may be steered by a forged header.

const nginx = nginxAvailability();

/** Sign-in's per-IP limit (openapi.yaml, signIn's x-fastify-config). */
const SIGN_IN_LIMIT = 20;

interface Scenario {
  name: string;
  trustProxy: string;
  /** The address nginx connects to the server from; the test client always connects from 127.0.0.1. */
  proxyAddress?: string;
  /** Whether the client's forged address wins (only `true`, which production refuses). */
  forgeable: boolean;
}

const scenarios: Scenario[] = [
  { name: "the proxy's address", trustProxy: '127.0.0.2', proxyAddress: '127.0.0.2', forgeable: false },
  { name: "the proxy's CIDR range", trustProxy: '127.0.0.2/31', proxyAddress: '127.0.0.3', forgeable: false },
  // Outside production `true` still trusts every hop (the other API suites send their own addresses so):
  // this shows the attack the production refusal is for, and that the checks below can fail.
  { name: 'true (refused in production)', trustProxy: 'true', forgeable: true },
];

/** A different forged address on every call, as an attacker rotating the header would send. */
let forgedCount = 0;
function forgedAddress(): string {
  forgedCount += 1;
  return `203.0.113.${(forgedCount % 250) + 1}`;
}

describe.skipIf(!nginx.available)('behind nginx: a client-written X-Forwarded-For', () => {
  describe.each(scenarios)('TRUST_PROXY=$trustProxy ($name)', (scenario) => {
    const smtp = new SmtpReceiver();
    let server: TestServer;
    let proxy: NginxProxy;
    /** The server as a client reaches it: every call goes through nginx. */
    let throughProxy: TestServer;
    let signInsSoFar = 0;

    beforeAll(async () => {
      if (!nginx.available) return;
      await smtp.start();
      server = await startTestServer({ SMTP_URL: smtp.url, TRUST_PROXY: scenario.trustProxy });
      proxy = await startNginx(nginx.path, server.url, { bindAddress: scenario.proxyAddress });
      throughProxy = { ...server, fetch: (pathname, init) => fetch(`${proxy.url}${pathname}`, init) };
    });

    afterAll(async () => {
      await proxy?.stop();
      await server?.close();
      await smtp.stop();
    });

    it('does not change the address Active Sessions shows, through nginx or around it', async () => {
      const forgedAtSignUp = forgedAddress();
      const account = await signUpUser(throughProxy, smtp, { ip: forgedAtSignUp });
      const forgedAtSignIn = forgedAddress();
      const signedIn = await signInRequest(throughProxy, account.email, account.password, forgedAtSignIn);
      expect(signedIn.status, await signedIn.clone().text()).toBe(200);
      // A client that reaches the server's port directly, past nginx: its socket is no trusted proxy.
      const forgedDirectly = forgedAddress();
      const direct = await signInRequest(server, account.email, account.password, forgedDirectly);
      expect(direct.status, await direct.clone().text()).toBe(200);
      signInsSoFar += 2;
      const listed = await throughProxy.fetch(
        '/api/sessions',
        jsonRequest('GET', undefined, { token: account.token, ip: forgedAddress() }),
      );
      expect(listed.status).toBe(200);
      const { sessions } = (await listed.json()) as { sessions: { ip_address: string }[] };
      const addresses = sessions.map((session) => session.ip_address).sort();
      if (scenario.forgeable) {
        expect(addresses).toEqual([forgedAtSignUp, forgedAtSignIn, forgedDirectly].sort());
      } else expect(addresses).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
    });

    it("does not change the rate-limit key: rotating it past sign-in's limit still gets 429", async () => {
      const statuses: number[] = [];
      const remaining = SIGN_IN_LIMIT - signInsSoFar;
      for (let attempt = 0; attempt < remaining + 3; attempt += 1) {
        // A new unknown address each time, so only the per-IP limit can refuse (not the per-address lock).
        const res = await signInRequest(
          throughProxy,
          uniqueEmail('forged'),
          'Wrong-password-1!',
          forgedAddress(),
        );
        await res.arrayBuffer();
        statuses.push(res.status);
      }
      if (scenario.forgeable) expect(statuses.filter((status) => status === 429)).toEqual([]);
      else expect(statuses).toEqual([...Array(remaining).fill(401), 429, 429, 429]);
    });
  });
});
