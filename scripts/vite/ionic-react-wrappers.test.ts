import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { readIonicWrappers, rewriteIonicImports } from './ionic-react-wrappers.ts';

const bundle = `import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import { IonMenu as IonMenu$1, defineCustomElement as defineCustomElement$A } from '@ionic/core/components/ion-menu.js';
import { defineCustomElement as d$1 } from '@ionic/core/components/ion-action-sheet.js';
const IonMenu = /*@__PURE__*/ createComponent({
    tagName: 'ion-menu',
    elementClass: IonMenu$1,
    react: React,
    events: { onIonDidOpen: 'ionDidOpen' },
    defineCustomElement: defineCustomElement$A
});
const createInlineOverlayComponent = (tagName, define) => tagName;
const IonActionSheet = /*@__PURE__*/ createInlineOverlayComponent('ion-action-sheet', d$1);
const IonOdd = /*@__PURE__*/ createComponent({ tagName: 'ion-odd', elementClass: somewhereElse });
const IonUnexported = /*@__PURE__*/ createComponent({ tagName: 'ion-x', react: React });
export { IonActionSheet, IonMenu, IonOdd };
`;

describe('readIonicWrappers', () => {
  const { modules, internals } = readIonicWrappers(bundle);

  it('writes a module per exported element wrapper, with the imports it reads', () => {
    expect([...modules.keys()].sort()).toEqual(['IonActionSheet', 'IonMenu']);
    const menu = modules.get('IonMenu') ?? '';
    expect(menu).toContain('import React from "react";');
    expect(menu).toContain(
      'import { createComponent as createComponent } from "@stencil/react-output-target/runtime";',
    );
    expect(menu).toContain('import { IonMenu as IonMenu$1 } from "@ionic/core/components/ion-menu.js";');
    expect(menu).toContain(
      'import { defineCustomElement as defineCustomElement$A } from "@ionic/core/components/ion-menu.js";',
    );
    expect(menu).toContain("export default /*@__PURE__*/ createComponent({\n    tagName: 'ion-menu',");
  });

  it("imports the bundle's own helpers from @ionic/react under a reserved name", () => {
    expect(modules.get('IonActionSheet')).toContain(
      "import { __corpbank_createInlineOverlayComponent as createInlineOverlayComponent } from '@ionic/react';",
    );
    expect([...internals]).toEqual(['createInlineOverlayComponent']);
  });

  it('finds the wrappers of the installed @ionic/react', () => {
    const file = createRequire(import.meta.url).resolve('@ionic/react');
    const installed = readIonicWrappers(readFileSync(file, 'utf8'));
    for (const name of ['IonActionSheet', 'IonContent', 'IonItem', 'IonList', 'IonMenu', 'IonMenuToggle']) {
      expect(installed.modules.has(name), name).toBe(true);
    }
  });
});

describe('rewriteIonicImports', () => {
  const split = new Set(['IonMenu', 'IonItem']);

  it('imports split wrappers from their modules and keeps the rest', () => {
    const code = "import { IonIcon, IonItem, IonMenu as Menu } from '@ionic/react';\nexport const a = 1;\n";
    expect(rewriteIonicImports(code, '/repo/src/a.tsx', split)).toBe(
      "import { IonIcon } from '@ionic/react'; import IonItem from 'virtual:corpbank-ionic/IonItem'; import Menu from 'virtual:corpbank-ionic/IonMenu';\nexport const a = 1;\n",
    );
  });

  it('leaves modules without split wrappers alone', () => {
    expect(
      rewriteIonicImports("import { IonIcon } from '@ionic/react';\n", '/repo/src/a.ts', split),
    ).toBeNull();
    expect(rewriteIonicImports("import { z } from 'zod';\n", '/repo/src/a.ts', split)).toBeNull();
  });
});
