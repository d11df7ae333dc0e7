/** The sign-in captcha picture: an SVG of CAPTCHA_LENGTH characters drawn as paths (not text). */
import { createHash } from 'node:crypto';
import { CAPTCHA_LENGTH } from '../../../../contracts/api/security.ts';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/**
 * At most this many live challenges are kept (over every node): past it the oldest are dropped.
 * With the per-address limit (60 per 10 minutes) reaching it needs many addresses.
 */
export const CAPTCHA_MAX_LIVE = 10_000;

export interface CaptchaPicture {
  readonly answer: string;
  /** `data:image/svg+xml;base64,…`, ready for an <img src>. */
  readonly dataUrl: string;
}

export async function drawCaptcha(): Promise<CaptchaPicture> {
  // Loaded on the first picture: with CAPTCHA=off (tests, some deployments) it is never needed.
  const { create } = await import('svg-captcha');
  // Characters that look alike in the font (0/O/o, 1/l/I/i) are left out.
  const { text, data } = create({
    size: CAPTCHA_LENGTH,
    noise: 2,
    ignoreChars: '0oO1lIi',
    background: '#ffffff',
  });
  return { answer: text, dataUrl: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
}

/** Answers are compared case-insensitively and stored only as a hash. */
export function hashCaptchaAnswer(answer: string): string {
  return createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');
}
