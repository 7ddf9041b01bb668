import { describe, expect, it } from 'vitest';
import { setUpAccountServer } from '../helpers/accountSuite';
import { mailCount, outboxSettled, signUpUser, waitForMail } from '../helpers/accounts';
import type { TestServer } from '../helpers/testServer';
import { turnTwoFactorOff, turnTwoFactorOn } from '../helpers/twoFactorFlow';

let server: TestServer;
const smtp = setUpAccountServer((started) => {
  server = started;
});

describe('two-factor notices', () => {
  it('e-mails the owner when 2FA is turned on and again when it is turned off, without any code', async () => {
    const account = await signUpUser(server, smtp);
    const on = await turnTwoFactorOn(server, account);
    const onMail = await waitForMail(smtp, account.email, 'account.twoFactorChanged');
    expect(onMail.parsed.subject).toBe('Two-factor authentication was turned on');

    const [recoveryCode = ''] = on.recoveryCodes;
    await turnTwoFactorOff(server, account, recoveryCode);
    const offMail = await waitForMail(smtp, account.email, 'account.twoFactorChanged', 1);
    expect(offMail.parsed.subject).toBe('Two-factor authentication was turned off');

    await outboxSettled(server);
    expect(mailCount(smtp, account.email, 'account.twoFactorChanged')).toBe(2);
    for (const mail of [onMail, offMail]) {
      const text = `${mail.parsed.text ?? ''}${mail.parsed.html ?? ''}`;
      expect(text).not.toContain(on.secret);
      for (const code of on.recoveryCodes) expect(text).not.toContain(code);
    }
  });
});
