import { describe, expect, it } from 'vitest';
import { setUpAccountServer } from '../helpers/accountSuite';
import { confirmIdentity, mailCount, outboxSettled, signUpUser, waitForMail } from '../helpers/accounts';
import { CHROME_ON_ANDROID, passkeyApi } from '../helpers/passkeyApi';
import { SoftAuthenticator } from '../helpers/softAuthenticator';
import type { TestServer } from '../helpers/testServer';

// A passkey signs in without the password and outlives a password reset, so adding or removing one is
// e-mailed to the owner like a 2FA change: a stolen session cannot add one unseen.

let server: TestServer;
const smtp = setUpAccountServer((started) => {
  server = started;
});
const { call, addPasskey } = passkeyApi(() => server);

describe('passkey notices', () => {
  it('e-mails the owner when a passkey is added and when it is removed, naming it and no key material', async () => {
    const account = await signUpUser(server, smtp);
    const device = new SoftAuthenticator(server.url);
    await confirmIdentity(server, account.token, { password: account.password });
    const added = await addPasskey(account.token, device, CHROME_ON_ANDROID);
    const addedMail = await waitForMail(smtp, account.email, 'account.passkeyChanged');
    expect(addedMail.parsed.subject).toBe('A passkey was added to your account');
    expect(addedMail.parsed.text).toContain('Chrome on Android');

    await call(account.token, 'PATCH', `/passkeys/${added.id}`, { name: '<b>Kitchen</b> tablet' });
    const removed = await call(account.token, 'DELETE', `/passkeys/${added.id}`);
    expect(removed.status).toBe(200);
    const removedMail = await waitForMail(smtp, account.email, 'account.passkeyChanged', 1);
    expect(removedMail.parsed.subject).toBe('A passkey was removed');
    expect(removedMail.parsed.text).toContain('<b>Kitchen</b> tablet');
    // The name a user typed is text in the HTML part, never markup.
    expect(removedMail.parsed.html).toContain('&lt;b&gt;Kitchen&lt;/b&gt; tablet');

    await outboxSettled(server);
    expect(mailCount(smtp, account.email, 'account.passkeyChanged')).toBe(2);
    const credentialId = device.credentials[0]?.id.toString('base64url') ?? '';
    expect(credentialId).not.toBe('');
    for (const mail of [addedMail, removedMail]) {
      expect(`${mail.parsed.text ?? ''}${mail.parsed.html ?? ''}`).not.toContain(credentialId);
    }
  });

  it('sends nothing for a rename or a refused removal', async () => {
    const account = await signUpUser(server, smtp);
    await confirmIdentity(server, account.token, { password: account.password });
    const added = await addPasskey(account.token, new SoftAuthenticator(server.url));
    await waitForMail(smtp, account.email, 'account.passkeyChanged');
    expect((await call(account.token, 'PATCH', `/passkeys/${added.id}`, { name: 'Phone' })).status).toBe(200);
    const stranger = await signUpUser(server, smtp);
    await confirmIdentity(server, stranger.token, { password: stranger.password });
    expect((await call(stranger.token, 'DELETE', `/passkeys/${added.id}`)).status).toBe(404);
    await outboxSettled(server);
    expect(mailCount(smtp, account.email, 'account.passkeyChanged')).toBe(1);
    expect(mailCount(smtp, stranger.email, 'account.passkeyChanged')).toBe(0);
  });
});
