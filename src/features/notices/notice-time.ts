/** The active period's inputs: `datetime-local` values in the admin's own time zone, ISO on the wire. */

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` value (local time, minutes). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant with offset Z; null when it is not a real time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Whether now lies in [from, to). */
export function activeNow(from: string, to: string, now = Date.now()): boolean {
  return new Date(from).getTime() <= now && now < new Date(to).getTime();
}
