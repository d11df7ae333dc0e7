import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  changePassword,
  type ChangePasswordData,
  type changePasswordBody,
} from '../../../../contracts/api/security.ts';
import type { Envelope } from '../../../../contracts/envelope.ts';
import { callApi, successOf } from '../../../lib/api-client.ts';

export type ChangePasswordInput = z.input<typeof changePasswordBody>;

export async function postChangePassword(body: ChangePasswordInput): Promise<Envelope<ChangePasswordData>> {
  return successOf(await callApi(changePassword, { body }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: postChangePassword });
}
