import type { ReactNode } from 'react';
import type { ChipTone } from './status-chip.tsx';
import './timeline.css';

export interface TimelineStep {
  readonly key: string;
  /** What happened ("Signed", "Sent to the bank") or, for a step still to come, what comes next. */
  readonly title: string;
  /** When, already formatted (dd.mm.yyyy hh:mm); none for a step still to come. */
  readonly time?: string;
  /** Who, the resulting status, a comment: one short line each. */
  readonly lines?: readonly ReactNode[];
  /** 'upcoming' is drawn hollow and muted: it has not happened yet. */
  readonly tone: ChipTone | 'upcoming';
}

/**
 * A document's history as a vertical timeline: a marker per step on one line, newest last, and the
 * step still to come (if any) hollow at the end. The tone changes the marker's colour and shape,
 * never replaces the words (docs/ux.md).
 */
export function Timeline({ steps, testId }: { steps: readonly TimelineStep[]; testId?: string }) {
  return (
    <ol className="cb-timeline" data-testid={testId}>
      {steps.map((step) => (
        <li
          key={step.key}
          className={`cb-timeline__step cb-timeline__step--${step.tone}`}
          data-testid="timeline-step"
          data-tone={step.tone}
        >
          <span className="cb-timeline__marker" aria-hidden="true" />
          <div className="cb-timeline__body">
            <div className="cb-timeline__head">
              <strong>{step.title}</strong>
              {step.time ? <span className="cb-muted cb-timeline__time">{step.time}</span> : null}
            </div>
            {step.lines?.map((line, index) => (
              <div key={index} className="cb-timeline__line">
                {line}
              </div>
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}
