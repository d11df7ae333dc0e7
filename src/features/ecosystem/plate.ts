/**
 * How a state number plate is shown (spec 3 §2.5): the first two characters are the region, then
 * an optional letter, three to six digits and optional trailing letters ("01 A 123 BC",
 * "01 777 AAA"). A number of another shape is shown as it is, in one part.
 */
export interface PlateParts {
  readonly region: string;
  readonly letter: string;
  readonly digits: string;
  readonly letters: string;
}

const PLATE = /^(.{2})([A-Z]?)(\d{3,6})([A-Z]*)$/;

export function splitPlate(number: string): PlateParts | null {
  const m = PLATE.exec(number.replace(/\s+/g, '').toUpperCase());
  if (!m) return null;
  return { region: m[1] ?? '', letter: m[2] ?? '', digits: m[3] ?? '', letters: m[4] ?? '' };
}

/** Share of the policy period elapsed on `today`, in percent (0 before the start, may pass 100). */
export function elapsedPercent(start: string, end: string, today: string): number {
  const s = Date.parse(`${start}T00:00:00Z`);
  const e = Date.parse(`${end}T00:00:00Z`) + 24 * 60 * 60 * 1000;
  const now = Date.parse(`${today}T00:00:00Z`);
  if (!(e > s) || now <= s) return 0;
  return Math.round(((now - s) / (e - s)) * 100);
}
