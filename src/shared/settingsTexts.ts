import { type Message, msg } from './i18n/message';

// Texts of the profile and settings screens that the spec leaves open (its fixed texts are in messages.ts),
// as Messages of the account catalog (issue 39).

export const SESSION_TEXTS = {
  endOne: msg('sessions.endOne'),
  endOthers: msg('sessions.endOthers'),
  confirmOne: msg('sessions.confirmOne'),
  confirmOthers: msg('sessions.confirmOthers'),
  endedOne: msg('sessions.endedOne'),
  endedOthers: msg('sessions.endedOthers'),
  endFailed: msg('sessions.endFailed'),
  unknownLocation: msg('sessions.unknownLocation'),
} as const;

export const PHONE_TEXTS = {
  noMatch: (query: string): Message => msg('phoneNumbers.noMatch', { query }),
} as const;

export const TWO_FACTOR_TEXTS = {
  onIdle: msg('twoFactor.onIdle'),
  offIdle: msg('twoFactor.offIdle'),
  manualEntry: msg('twoFactor.manualEntry'),
  disableTitle: msg('twoFactor.disableTitle'),
  disableIntro: msg('twoFactor.disableIntro'),
  recoveryCodeLabel: msg('twoFactor.recoveryCodeLabel'),
  codesCopied: msg('twoFactor.codesCopied'),
  copyFailed: msg('twoFactor.copyFailed'),
  copy: msg('twoFactor.copy'),
  download: msg('twoFactor.download'),
  codesFileName: msg('twoFactor.codesFileName'),
} as const;
