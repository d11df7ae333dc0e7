/** The report's range is reversed when both days are given and the first is after the second. */
export function reportRangeReversed(from: string, to: string): boolean {
  return from !== '' && to !== '' && from > to;
}

/** The range a submit asks the report for: both days, in order; null while one is missing or they are reversed. */
export function reportRangeToShow(from: string, to: string): { from: string; to: string } | null {
  return from === '' || to === '' || reportRangeReversed(from, to) ? null : { from, to };
}
