import { isoBase64URL } from '@simplewebauthn/server/helpers';

/**
 * The WebAuthn user id of an account: the 16 bytes of its uuid. Stable, so an authenticator holds one
 * passkey per account, and free of personal data (the spec forbids e-mail addresses there).
 */
export const userHandle = {
  bytes(userId: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(Buffer.from(userId.replaceAll('-', ''), 'hex'));
  },
  /** As the browser sends it back in `response.userHandle`. */
  text(userId: string): string {
    return isoBase64URL.fromBuffer(userHandle.bytes(userId));
  },
};
