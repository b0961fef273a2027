import { AuthenticatorEmulator, PasskeysCredentialsMemoryRepository, WebAuthnEmulator } from 'nid-webauthn-emulator';

/**
 * A person at the app's page with an authenticator of their own (nid-webauthn-emulator): its
 * own credential store, since the emulator's default one is shared by every instance.
 */
export function authenticator(options: ConstructorParameters<typeof AuthenticatorEmulator>[0] = {}) {
  return new WebAuthnEmulator(new AuthenticatorEmulator({ credentialsRepository: new PasskeysCredentialsMemoryRepository(), ...options }));
}
