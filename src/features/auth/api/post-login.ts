import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { login, type LoginData, type loginBody } from '../../../../contracts/api/security.ts';
import { callApi, dataOf } from '../../../lib/api-client.ts';

export type LoginInput = z.input<typeof loginBody>;

export async function postLogin(body: LoginInput): Promise<LoginData> {
  return dataOf(await callApi(login, { body }));
}

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}
