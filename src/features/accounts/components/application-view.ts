import type {
  ApplicationProblem,
  ApplicationProblemKey,
  ApplicationStatus,
} from '../../../../contracts/api/statement-applications.ts';
import type { ChipTone } from '../../../ui/status-chip.tsx';

/** The colour of an application's status chip: refused red, the statement ready (or issued) green. */
export const APPLICATION_TONES: Readonly<Record<ApplicationStatus, ChipTone>> = {
  submitted: 'info',
  accepted: 'neutral',
  ready: 'success',
  issued: 'success',
  rejected: 'danger',
};

type ProblemName = ApplicationProblemKey extends `application.${infer Name}` ? Name : never;

/** The screen's text for a problem the contract's rules found: `application.x` is `application.errors.x`. */
export function applicationErrorKey(problem: ApplicationProblem): `application.errors.${ProblemName}` {
  return `application.errors.${problem.key.slice('application.'.length) as ProblemName}`;
}

/** The texts to show under the period (its start's and its end's errors): none empty, each once, in order. */
export function distinctErrors(texts: readonly (string | null)[]): string[] {
  return texts.filter((text, i, all): text is string => text !== null && all.indexOf(text) === i);
}
