import { expect } from 'vitest';
import { translate } from '../../src/server/i18n/translate';
import { isMessage } from '../../src/shared/i18n/message';

// The account flows' machines hold Messages (issue 39). Their path tests were written against the spec's
// English texts; importing this module lets `toEqual` compare a Message with an English text by what the
// person reads (the message's English, byte for byte the spec's), while a Message compared with a Message
// still compares ids and values.
expect.addEqualityTesters([
  function messageMatchesEnglish(a: unknown, b: unknown) {
    const english = (value: unknown) => (isMessage(value) ? translate('en', value) : value);
    if (!isMessage(a) && !isMessage(b)) return undefined;
    if ((isMessage(a) || typeof a === 'string') && (isMessage(b) || typeof b === 'string')) {
      return english(a) === english(b);
    }
    return undefined;
  },
]);
