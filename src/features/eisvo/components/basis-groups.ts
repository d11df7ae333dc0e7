/**
 * The basis column of the verification table is merged across consecutive rows that share a basis
 * key (spec 3 §2.1: rows 1–8, 9–11, 12, 13, 14–17, …): the first row of a run carries the cell with
 * rowSpan = the run's length, the others carry none.
 */
export function basisSpans(keys: readonly string[]): number[] {
  const spans = keys.map(() => 0);
  let start = 0;
  for (let i = 1; i <= keys.length; i += 1) {
    if (i === keys.length || keys[i] !== keys[start]) {
      spans[start] = i - start;
      start = i;
    }
  }
  return spans;
}

/** Consecutive runs of rows with the same basis key, for the phone layout (one basis text per run). */
export function basisRuns<R extends { basis: string }>(rows: readonly R[]): { basis: string; rows: R[] }[] {
  const runs: { basis: string; rows: R[] }[] = [];
  for (const row of rows) {
    const last = runs.at(-1);
    if (last && last.basis === row.basis) last.rows.push(row);
    else runs.push({ basis: row.basis, rows: [row] });
  }
  return runs;
}
