/**
 * "Sign with passkey" in the currency documents' sign actions (currency payments, SKV transfers,
 * buy/sell requests; docs/decisions.md "Passkey signatures of currency documents"). Offered exactly
 * when a head's phone may sign a soum payment with its passkey: the user may hold a device, this
 * browser holds the user's activated passkey, and the organisation is not "EDS only". The assertion's
 * challenge is the SHA-256 of the same batch message the EDS signature would cover.
 */
import { useQuery } from '@tanstack/react-query';
import type { AssertionBody } from '../../contracts/api/devices.ts';
import { DEVICE_ROLES } from '../../contracts/api/devices.ts';
import {
  organizationSettings,
  type OrganizationSettings,
} from '../../contracts/api/organization-settings.ts';
import { roleAllowed } from '../../contracts/roles.ts';
import { passkeyChallengeHex } from '../../contracts/signing/signed-document.ts';
import { callApi, dataOf, endpointKey } from './api-client.ts';
import { deviceCredential } from './device-credential.ts';
import { assert, hexToBytes, passkeysSupported } from './passkey.ts';
import { useSession } from './session.ts';

/** The credential this phone signs with, or null when the passkey is not to be offered. */
export function passkeyCredentialFor(
  user: { readonly id: number; readonly role: string } | null,
  edsOnly: boolean | undefined,
): string | null {
  if (user === null || !roleAllowed(user.role, DEVICE_ROLES) || !passkeysSupported()) return null;
  const credential = deviceCredential(user.id);
  // The organisation's setting unknown (not loaded yet, or offline without it): EDS only, to be safe.
  return credential !== null && edsOnly === false ? credential : null;
}

/** The activated phone's credential when "Sign with passkey" is offered here, else null. */
export function usePasskeySigner(): string | null {
  const { user } = useSession();
  const mayHold = user !== null && roleAllowed(user.role, DEVICE_ROLES) && deviceCredential(user.id) !== null;
  // The same read (and cache entry) as the settings screen's organisation section.
  const settings = useQuery({
    queryKey: endpointKey(organizationSettings),
    queryFn: async ({ signal }): Promise<OrganizationSettings> =>
      dataOf(await callApi(organizationSettings, { signal })),
    enabled: mayHold,
    staleTime: 5 * 60_000,
  });
  return passkeyCredentialFor(user, settings.data?.eds_only);
}

/** The user cancelled the confirmation on the phone, or the authenticator failed: nothing was sent. */
export class PasskeyCancelledError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('passkey assertion not given', options);
    this.name = 'PasskeyCancelledError';
  }
}

/** The phone's assertion over a batch message (the user verifies on the phone). */
export async function assertBatchMessage(credentialId: string, message: string): Promise<AssertionBody> {
  const challenge = hexToBytes(await passkeyChallengeHex(message));
  try {
    return await assert(credentialId, challenge);
  } catch (cause) {
    throw new PasskeyCancelledError({ cause });
  }
}
