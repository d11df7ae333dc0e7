/**
 * What may hold back a new version (docs/architecture.md §4): a dirty form now; the outbox registers
 * itself here too once it exists (it must be idle). A blocker says whether it is busy and tells
 * when that changes; the update flow applies a waiting version only when none is busy.
 */
export interface UpdateBlocker {
  busy(): boolean;
  subscribe(listener: () => void): () => void;
}

const blockers = new Set<UpdateBlocker>();

export function addUpdateBlocker(blocker: UpdateBlocker): () => void {
  blockers.add(blocker);
  return () => blockers.delete(blocker);
}

export function updateBlocked(): boolean {
  return [...blockers].some((blocker) => blocker.busy());
}

/** Calls `listener` whenever any blocker changes. */
export function subscribeBlockers(listener: () => void): () => void {
  const offs = [...blockers].map((blocker) => blocker.subscribe(listener));
  return () => offs.forEach((off) => off());
}
