import { createRequire } from 'node:module';

// Mozilla's list (fxa-common-password-list): the 50,000 most common passwords of 8 or more characters from
// a 10-million-password leak corpus, shipped inside the package, so the check needs no network.
interface CommonPasswordList {
  test(password: string): boolean;
}

const require = createRequire(import.meta.url);
let list: CommonPasswordList | undefined;

/** True when the password (or its lower-case form) is among the most common passwords. */
export function isCommonPassword(password: string): boolean {
  // The package is CommonJS without types; loading it on first use keeps start-up fast.
  list ??= require('fxa-common-password-list') as CommonPasswordList;
  return list.test(password) || list.test(password.toLowerCase());
}
