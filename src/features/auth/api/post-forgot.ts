import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { forgot, type forgotBody } from '../../../../contracts/api/security.ts';
import { callApi, successOf } from '../../../lib/api-client.ts';

export type ForgotInput = z.input<typeof forgotBody>;

/** Resolves with the server's answer text, the same whether or not the client exists. */
export async function postForgot(body: ForgotInput): Promise<string | null> {
  return successOf(await callApi(forgot, { body })).message ?? null;
}

export function useForgot() {
  return useMutation({ mutationFn: postForgot });
}
