import { useMutation } from '@tanstack/react-query';
import { logout } from '../../../../contracts/api/security.ts';
import { callApi } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/**
 * Ends the session on the server, then locally whatever the answer: a user who asked to leave
 * is signed out even offline. The response handler is skipped because its "no connection" or
 * "session gone" dialogs would only follow the user to the login page.
 */
export async function postLogout(): Promise<void> {
  try {
    await callApi(logout, { body: {}, handle: false });
  } finally {
    await session.signOut();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: postLogout });
}
