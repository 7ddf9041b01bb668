import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialDescriptorJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { components } from '../../api/schema';

// The contract describes WebAuthn's JSON forms loosely enough for any browser (free-form strings where
// WebAuthn has enums, open objects), the library types them strictly as interfaces. These copy field by
// field between the two, so no cast is needed. Of the browser's answers only what the checks read is
// copied: authenticatorAttachment and the extension results are not checked here.

type Schemas = components['schemas'];
type RegistrationCredential = Schemas['RegistrationCredential'];
type AuthenticationCredential = Schemas['AuthenticationCredential'];

function descriptor(d: PublicKeyCredentialDescriptorJSON): Schemas['PasskeyDescriptor'] {
  // 'public-key' is the only credential type WebAuthn defines, and the one the library writes.
  return { id: d.id, type: 'public-key', ...(d.transports ? { transports: [...d.transports] } : {}) };
}

/** The creation options as the contract answers them. */
export function creationOptionsJson(
  o: PublicKeyCredentialCreationOptionsJSON,
): Schemas['PasskeyCreationOptions'] {
  return {
    challenge: o.challenge,
    rp: { name: o.rp.name, ...(o.rp.id ? { id: o.rp.id } : {}) },
    user: { id: o.user.id, name: o.user.name, displayName: o.user.displayName },
    pubKeyCredParams: o.pubKeyCredParams.map(({ type, alg }) => ({ type, alg })),
    timeout: o.timeout,
    excludeCredentials: o.excludeCredentials?.map(descriptor),
    authenticatorSelection: { ...o.authenticatorSelection },
    attestation: o.attestation,
    extensions: { ...o.extensions },
  };
}

/** The request options as the contract answers them. */
export function requestOptionsJson(
  o: PublicKeyCredentialRequestOptionsJSON,
): Schemas['PasskeyRequestOptions'] {
  return {
    challenge: o.challenge,
    timeout: o.timeout,
    rpId: o.rpId,
    allowCredentials: o.allowCredentials?.map(descriptor),
    userVerification: o.userVerification,
    extensions: { ...o.extensions },
  };
}

export function registrationJson(credential: RegistrationCredential): RegistrationResponseJSON {
  const { response } = credential;
  return {
    id: credential.id,
    rawId: credential.rawId,
    type: credential.type,
    clientExtensionResults: {},
    response: {
      clientDataJSON: response.clientDataJSON,
      attestationObject: response.attestationObject,
      ...(response.transports ? { transports: response.transports } : {}),
    },
  };
}

export function authenticationJson(credential: AuthenticationCredential): AuthenticationResponseJSON {
  const { response } = credential;
  return {
    id: credential.id,
    rawId: credential.rawId,
    type: credential.type,
    clientExtensionResults: {},
    response: {
      clientDataJSON: response.clientDataJSON,
      authenticatorData: response.authenticatorData,
      signature: response.signature,
      ...(typeof response.userHandle === 'string' ? { userHandle: response.userHandle } : {}),
    },
  };
}

/** The transports to remember: the browser's list, once each (the contract already capped its size). */
export function transportsOf(credential: RegistrationCredential): string[] {
  return [...new Set(credential.response.transports ?? [])];
}
