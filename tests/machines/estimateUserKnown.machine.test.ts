import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { estimateMachine } from '../../machines/estimate.machine';
import type { EstimateUser } from '../../machines/leads.rules';

// The home page's inline form is prerendered as a guest's; a signed-in visitor is told to it once the page
// is live (USER.KNOWN). What was typed before stays; the names and e-mail become the account's, read-only.

const account: EstimateUser = { first_name: 'Ana', last_name: 'Diaz', email: 'ana@example.com' };

function guestForm() {
  return createActor(estimateMachine, { input: { user: null, keyPrefix: 'form-1' } }).start();
}

describe('estimate: the signed-in user known after the page is live', () => {
  it('takes the account’s names and e-mail and keeps everything else typed before', () => {
    const form = guestForm();
    form.send({ type: 'OPEN' });
    form.send({ type: 'FIELD.CHANGED', field: 'firstName', value: 'Typed early' });
    form.send({ type: 'FIELD.CHANGED', field: 'phoneNumber', value: '(407) 555-0142' });
    form.send({ type: 'CITY.CHANGED', city: 'Tampa' });
    form.send({ type: 'SUBMIT' });
    form.send({ type: 'CONSENT.CHANGED', agreed: true });
    form.send({ type: 'SUBMIT' });
    // The guest's submit complained about the missing e-mail; the account brings one.
    expect(form.getSnapshot().context.fieldErrors.email).toBeDefined();
    form.send({ type: 'FIELD.CHANGED', field: 'lastName', value: '' });
    form.send({ type: 'USER.KNOWN', user: account });
    const { context } = form.getSnapshot();
    expect(form.getSnapshot().matches({ panel: 'open', form: 'editing' })).toBe(true);
    expect(context.user).toEqual(account);
    expect([context.fields.firstName, context.fields.lastName, context.fields.email]).toEqual([
      'Ana',
      'Diaz',
      'ana@example.com',
    ]);
    expect(context.fields.phoneNumber).toBe('4075550142');
    expect(context.fields.city).toBe('Tampa');
    expect(context.fields.agreeToContact).toBe(true);
    expect(context.fieldErrors.email).toBeUndefined();
    // Read-only from now on, as for a form made for the user.
    form.send({ type: 'FIELD.CHANGED', field: 'firstName', value: 'Someone else' });
    expect(form.getSnapshot().context.fields.firstName).toBe('Ana');
  });

  it('is ignored by a form already made for a user', () => {
    const form = createActor(estimateMachine, { input: { user: account, keyPrefix: 'form-1' } }).start();
    const before = form.getSnapshot().context;
    form.send({
      type: 'USER.KNOWN',
      user: { first_name: 'Bo', last_name: 'Reyes', email: 'bo@example.com' },
    });
    expect(form.getSnapshot().context).toEqual(before);
  });
});
