import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './content-disposition.ts';

describe('filenameFromDisposition', () => {
  it('reads the UTF-8 name first, then the plain one', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="a.xlsx"; filename*=UTF-8''%D0%BE%D1%82%D1%87%D1%91%D1%82.xlsx`,
      ),
    ).toBe('отчёт.xlsx');
    expect(filenameFromDisposition('attachment; filename="excel_20261121_101500.xlsx"')).toBe(
      'excel_20261121_101500.xlsx',
    );
    expect(filenameFromDisposition('attachment; filename=plain.txt')).toBe('plain.txt');
  });

  it('answers null when no name is given and drops path parts', () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromDisposition('attachment; filename=".."')).toBeNull();
  });
});
