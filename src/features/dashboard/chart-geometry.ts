/**
 * Chart geometry from exact decimals: values become bigint minor units and are scaled to pixel
 * heights by integer division, so no money or rate ever passes through a float.
 */
import { toMinor } from '../../../contracts/money.ts';

/** Pixel heights (0…height) of each value against the largest one. */
export function barHeights(values: readonly string[], height: number): number[] {
  const minors = values.map((v) => toMinor(v));
  const max = minors.reduce((m, v) => (v > m ? v : m), 0n);
  if (max === 0n) return minors.map(() => 0);
  return minors.map((v) => Number((v * BigInt(height)) / max));
}

/** Points of a line across `width` × `height`, its lowest value at the bottom, highest at the top. */
export function linePoints(values: readonly string[], width: number, height: number): [number, number][] {
  const minors = values.map((v) => toMinor(v));
  if (minors.length === 0) return [];
  const min = minors.reduce((m, v) => (v < m ? v : m));
  const max = minors.reduce((m, v) => (v > m ? v : m));
  const span = max - min;
  const step = minors.length > 1 ? width / (minors.length - 1) : 0;
  return minors.map((v, i) => [
    Math.round(i * step),
    span === 0n ? Math.round(height / 2) : height - Number(((v - min) * BigInt(height)) / span),
  ]);
}
