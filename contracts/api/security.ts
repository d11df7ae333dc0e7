/** Sign-in, password and session calls (spec 1 §7.1; logout designed here, see docs/decisions.md). */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { noData } from './answers.ts';
import { PASSWORD_RULES } from '../password-rules.ts';

export const CAPTCHA_LENGTH = 5;

// Added with .extend, not spread: a spread stays in the client build after its schema is dropped.
const captchaFields = {
  captchaId: z.uuid(),
  code: z.string().trim().min(1).max(16),
};

export const captchaDataSchema = z.object({
  /** The captcha picture as an SVG data URL (the spec's data.code). */
  code: z.string(),
  captchaId: z.string(),
});
export type CaptchaData = z.output<typeof captchaDataSchema>;

export const getCaptcha = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'security/login',
  access: 'public',
  response: captchaDataSchema,
});

export const loginBody = z
  .strictObject({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
  })
  .extend(captchaFields);

export const organizationSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string(),
  nibbd: z.string(),
});
export type OrganizationSummary = z.infer<typeof organizationSummary>;

/** The current-user record of spec 1 §3 (without the token). */
export const currentUser = z.object({
  id: z.number().int(),
  username: z.string(),
  roleName: z.string(),
  role: z.string(),
  fullName: z.string(),
  organizations: z.array(organizationSummary),
  organizationId: z.number().int().nullable(),
  organizationName: z.string().nullable(),
  inn: z.string().nullable(),
  nibbd: z.string().nullable(),
  isMsb: z.boolean(),
  isPasswordChangeRequired: z.boolean(),
  unallowedModules: z.array(z.string()),
  creditOffer: z.boolean(),
  birthDay: z.string().nullable(),
  canSwitch: z.boolean(),
  existPersonalManager: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const loginData = currentUser.extend({ accessToken: z.string() });
export type LoginData = z.infer<typeof loginData>;

export const login = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'security/login',
  access: 'public',
  body: loginBody,
  response: loginData,
});

export const logout = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'security/logout',
  access: '*',
  duringPasswordChange: true,
  body: z.strictObject({}),
  response: noData,
});

export const passwordRulesDataSchema = z.object({
  minLength: z.number().int(),
  rules: z.array(z.enum(PASSWORD_RULES)),
});
export type PasswordRulesData = z.output<typeof passwordRulesDataSchema>;

export const passwordRules = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'security/password-rules',
  access: '*',
  duringPasswordChange: true,
  response: passwordRulesDataSchema,
});

export const changePasswordBody = z.strictObject({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
  confirmPassword: z.string().min(1).max(128),
});
export const changePasswordDataSchema = z.object({
  /** true: every session of the user was revoked; the client signs out (spec 1 §4). */
  success: z.boolean(),
});
export type ChangePasswordData = z.output<typeof changePasswordDataSchema>;

export const changePassword = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'security/change-password',
  access: '*',
  duringPasswordChange: true,
  idempotent: 'optional',
  body: changePasswordBody,
  response: changePasswordDataSchema,
});

export const forgotBody = z
  .strictObject({
    full_name: z.string().trim().min(3).max(128),
    client_number: z
      .string()
      .trim()
      .regex(/^\d{5,20}$/),
    phone: z.string().regex(/^998\d{9}$/),
  })
  .extend(captchaFields);
export const forgot = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'security/forgot',
  access: 'public',
  body: forgotBody,
  /** The answer is its message, the same whether or not the client exists. */
  response: noData,
});

/** `data` of the 429 answer to a sign-in while the username is locked. */
export interface LockoutData {
  /** ISO date-time when sign-in opens again. */
  readonly lockedUntil: string;
}
