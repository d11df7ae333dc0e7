// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberDeviceCredential } from './device-credential.ts';
import { passkeyCredentialFor } from './passkey-signing.ts';

const head = { id: 41, role: 'head' };

beforeEach(() => {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  vi.stubGlobal('isSecureContext', true);
  rememberDeviceCredential(head.id, 'Y3JlZA');
});
afterEach(() => {
  rememberDeviceCredential(head.id, null);
  vi.unstubAllGlobals();
});

describe('when "Sign with passkey" is offered', () => {
  it('to a signer on the phone holding their activated passkey, the organisation not EDS only', () => {
    expect(passkeyCredentialFor(head, false)).toBe('Y3JlZA');
  });

  it('not while the organisation’s setting is unknown, nor when it accepts EDS only', () => {
    expect(passkeyCredentialFor(head, undefined)).toBeNull();
    expect(passkeyCredentialFor(head, true)).toBeNull();
  });

  it('not on a browser without this user’s passkey, without passkeys, or to a non-signer', () => {
    expect(passkeyCredentialFor({ id: 42, role: 'head' }, false)).toBeNull();
    expect(passkeyCredentialFor({ id: head.id, role: 'accountant' }, false)).toBeNull();
    expect(passkeyCredentialFor(null, false)).toBeNull();
    vi.stubGlobal('isSecureContext', false);
    expect(passkeyCredentialFor(head, false)).toBeNull();
  });
});
