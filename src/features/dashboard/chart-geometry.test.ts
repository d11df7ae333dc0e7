import { describe, expect, it } from 'vitest';
import { barHeights, linePoints } from './chart-geometry.ts';

describe('chart geometry', () => {
  it('scales bars to the largest value', () => {
    expect(barHeights(['50.00', '100.00', '0.00'], 80)).toEqual([40, 80, 0]);
    expect(barHeights(['0.00', '0.00'], 80)).toEqual([0, 0]);
    expect(barHeights(['99999999999999999.99', '1.00'], 100)).toEqual([100, 0]);
  });
  it('puts the lowest rate at the bottom and the highest at the top', () => {
    expect(linePoints(['12000.00', '12100.00', '12050.00'], 200, 100)).toEqual([
      [0, 100],
      [100, 0],
      [200, 50],
    ]);
    expect(linePoints(['5.00', '5.00'], 10, 20)).toEqual([
      [0, 10],
      [10, 10],
    ]);
  });
});
