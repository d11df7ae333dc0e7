import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'server/src/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Dependencies flow one way (architecture.md §2): contracts → lib/ui/offline → features → app,
    // and a feature never imports another feature.
    files: ['src/**/*.{ts,tsx}', 'contracts/**/*.ts', 'sw/**/*.ts', 'server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['src/**/*', 'contracts/**/*', 'sw/**/*', 'server/**/*'],
      'boundaries/elements': [
        { type: 'contracts', pattern: 'contracts', mode: 'folder' },
        { type: 'feature', pattern: 'src/features/*', mode: 'folder', capture: ['feature'] },
        { type: 'app', pattern: 'src/app', mode: 'folder' },
        { type: 'shared', pattern: 'src/(lib|ui|offline)', mode: 'folder' },
        { type: 'src-root', pattern: 'src/*', mode: 'file' },
        { type: 'sw', pattern: 'sw', mode: 'folder' },
        { type: 'server', pattern: 'server', mode: 'folder' },
      ],
      'import/resolver': { typescript: true, node: true },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'contracts', allow: ['contracts'] },
            { from: 'shared', allow: ['contracts', 'shared'] },
            { from: 'feature', allow: ['contracts', 'shared', ['feature', { feature: '${from.feature}' }]] },
            { from: 'app', allow: ['contracts', 'shared', 'feature', 'app'] },
            { from: 'src-root', allow: ['contracts', 'shared', 'app', 'src-root'] },
            { from: 'sw', allow: ['sw', 'contracts'] },
            { from: 'server', allow: ['server', 'contracts'] },
          ],
        },
      ],
    },
  },
);
