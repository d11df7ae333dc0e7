/**
 * Marks the top-level component factories of @ionic/react's bundle that its build left without a
 * pure annotation (`const IonNav = createForwardRef(…)`, `React.memo(…)`, `React.createContext(…)`),
 * and wraps its top-level `class X extends React.Component` declarations in pure arrow calls (reading
 * `React.Component` off the CommonJS module counts as a side effect, so the bundler kept the
 * classes). Without this the bundler keeps each of them, and with it the Ionic component it wraps
 * (ion-nav, ion-back-button, ion-tab-bar, ion-tab-button, ion-tabs…), in the first screen's chunk
 * although the app renders none of them. The calls and classes only build React components. docs/architecture.md §5;
 * scripts/vite/ionic-react-pure.test.ts notices when an Ionic upgrade changes the file.
 */
import { parseSync, type Plugin } from 'vite';
import { type AstNode } from './ast.ts';

export const IONIC_REACT_BUNDLE = /[\\/]@ionic[\\/]react[\\/]dist[\\/]index\.js$/;

const UNMARKED_FACTORY =
  /^((?:export )?const \w+ = )(?=(?:createForwardRef|createReactComponent|React\.memo|React\.createContext)\()/gm;

/** `class X extends React.Component {…}` → `const X = (() => class X extends …)();`, the call marked pure. */
function wrapComponentClasses(code: string): { code: string; wrapped: number } {
  const parsed = parseSync('index.js', code, { lang: 'js', sourceType: 'module' });
  if (parsed.errors.length > 0) return { code, wrapped: 0 };
  const edits: [number, string][] = [];
  for (const node of parsed.program.body as unknown as AstNode[]) {
    if (node.type !== 'ClassDeclaration') continue;
    const heritage = node['superClass'] as AstNode | null;
    const object = heritage?.['object'] as AstNode | undefined;
    const property = heritage?.['property'] as AstNode | undefined;
    if (heritage?.type !== 'MemberExpression' || object?.['name'] !== 'React') continue;
    if (!['Component', 'PureComponent'].includes(property?.['name'] as string)) continue;
    const name = (node['id'] as AstNode)['name'] as string;
    edits.push([node.start, `const ${name} = /*@__PURE__*/ (() => `], [node.end, ')();']);
  }
  let result = code;
  for (const [at, text] of edits.sort((a, b) => b[0] - a[0])) {
    result = result.slice(0, at) + text + result.slice(at);
  }
  return { code: result, wrapped: edits.length / 2 };
}

export function markIonicFactoriesPure(code: string): { code: string; marked: number } {
  let marked = 0;
  const annotated = code.replace(UNMARKED_FACTORY, (_, head: string) => {
    marked += 1;
    return `${head}/*@__PURE__*/ `;
  });
  const { code: result, wrapped } = wrapComponentClasses(annotated);
  return { code: result, marked: marked + wrapped };
}

export function ionicReactPurePlugin(): Plugin {
  return {
    name: 'corpbank-ionic-react-pure',
    apply: 'build',
    transform: {
      filter: { id: IONIC_REACT_BUNDLE },
      handler(code) {
        const { code: result, marked } = markIonicFactoriesPure(code);
        return marked === 0 ? null : { code: result, map: null };
      },
    },
  };
}
