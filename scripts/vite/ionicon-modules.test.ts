import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readIonicons, splitIconImports } from './ionicon-modules.ts';

describe('splitIconImports', () => {
  it('turns each named icon into its own module import, renames kept', () => {
    const code =
      "import { IonIcon } from '@ionic/react';\nimport { eyeOutline, moonOutline as moon } from 'ionicons/icons';\nexport const a = [eyeOutline, moon];\n";
    expect(splitIconImports(code, '/repo/src/a.tsx')).toBe(
      "import { IonIcon } from '@ionic/react';\nimport eyeOutline from 'virtual:corpbank-ionicon/eyeOutline'; import moon from 'virtual:corpbank-ionicon/moonOutline';\nexport const a = [eyeOutline, moon];\n",
    );
  });

  it('leaves other modules alone and refuses a namespace import', () => {
    expect(splitIconImports("import { z } from 'zod';\n", '/repo/src/a.ts')).toBeNull();
    expect(() => splitIconImports("import * as icons from 'ionicons/icons';\n", '/repo/src/a.ts')).toThrow(
      /by name/,
    );
  });
});

describe('readIonicons', () => {
  it('reads every icon of the installed ionicons', () => {
    const file = join(createRequire(import.meta.url).resolve('ionicons'), '..', '..', 'icons', 'index.mjs');
    const icons = readIonicons(readFileSync(file, 'utf8'));
    expect(icons.size).toBeGreaterThan(1000);
    expect(icons.get('eyeOutline')).toMatch(/^"data:image\/svg\+xml;utf8,<svg /);
  });

  it('fails on a format it does not know', () => {
    expect(() => readIonicons('export const a = "x";\nexport { b };\n')).toThrow(/format changed/);
  });
});
