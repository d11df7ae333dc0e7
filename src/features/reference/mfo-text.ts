/** The MFO form's own checks, the same rules as the server's schema (contracts/api/mfo.ts). */
import { MFO_NAME_MAX, MFO_PATTERN, type MfoBody } from '../../../contracts/api/mfo.ts';

export type MfoProblem = 'mfo' | 'name';

export function mfoProblems(body: MfoBody): Partial<Record<MfoProblem, true>> {
  const problems: Partial<Record<MfoProblem, true>> = {};
  if (!MFO_PATTERN.test(body.mfo.trim())) problems.mfo = true;
  const name = body.name.trim();
  if (name.length === 0 || name.length > MFO_NAME_MAX) problems.name = true;
  return problems;
}

/** Keeps digits only, at most five (the MFO mask, spec 3 §5). */
export function mfoMask(text: string): string {
  return text.replace(/\D/g, '').slice(0, 5);
}
