import { describe, expect, it } from 'vitest';
import { emptyFields, guestPayload, requestPayload, userRequestPayload } from '../../machines/leads.rules';

// What the estimate form sends, apart from the walks of its machine (estimate.machine.test.ts): the
// payloads are built from the fields alone, so each rule is checked here once, with no call in flight.

describe('estimate: what is sent', () => {
  const filled = {
    ...emptyFields(null),
    firstName: ' Bo ',
    lastName: 'Reyes',
    email: 'bo@example.com ',
    phoneNumber: '4075550142',
    city: 'Tampa' as const,
  };

  it('sends the free text only for a list whose Other is chosen', () => {
    const hidden = { ...filled, serviceRequest: 2 as const, howHeard: 1 as const };
    const typedThenHidden = { ...hidden, otherServiceDescription: 'Solar', otherHowHeardDetails: 'Radio' };
    expect(requestPayload(typedThenHidden)).toEqual({
      service_type_id: 2,
      request_description: '',
      heard_about_option_id: 1,
      other_heard_about_details: null,
    });
    const other = { ...typedThenHidden, serviceRequest: 6 as const, howHeard: 6 as const };
    expect(requestPayload(other)).toEqual({
      service_type_id: 6,
      request_description: 'Solar',
      heard_about_option_id: 6,
      other_heard_about_details: 'Radio',
    });
  });

  it('records the guest with trimmed names and digits, and the user request with phone and city', () => {
    expect(guestPayload(filled)).toEqual({
      first_name: 'Bo',
      last_name: 'Reyes',
      email: 'bo@example.com',
      phone_number: '4075550142',
      city: 'Tampa',
    });
    expect(userRequestPayload('user-1', filled)).toEqual({
      user_id: 'user-1',
      phone_number: '4075550142',
      city: 'Tampa',
      service_type_id: null,
      request_description: '',
      heard_about_option_id: null,
      other_heard_about_details: null,
    });
  });
});
