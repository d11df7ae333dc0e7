import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const DRIZZLE_OUTSIDE_REPOSITORIES = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: 'Queries live in a repository (repository.ts or *-repository.ts); call its functions.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'server/src/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['scripts/**/*.{js,mjs}', '*.js'], languageOptions: { globals: globals.node } },
  {
    // SQL only in repositories (docs/architecture.md §2, rule 5): services, routes and plugins call
    // repository functions; a transaction (`db.transaction`) and the `Db` type are not SQL.
    files: ['server/src/**/*.ts'],
    ignores: [
      '**/repository.ts',
      '**/*-repository.ts',
      'server/src/db/**',
      'server/src/test/**',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [DRIZZLE_OUTSIDE_REPOSITORIES],
        },
      ],
    },
  },
  {
    // One caller type (server/src/core/actor.ts), resolved once by the router (ctx.actor): a module
    // declaring its own *Actor would build it from the request again (docs/architecture.md §2).
    files: ['server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSInterfaceDeclaration[id.name=/Actor$/], TSTypeAliasDeclaration[id.name=/Actor$/]',
          message: "Take the router's Actor (server/src/core/actor.ts, ctx.actor) instead of a module's own.",
        },
      ],
    },
  },
  {
    // Routes are HTTP only (docs/architecture.md §2, rule 5): route → service → repository. This
    // replaces the options above for routes files, so it repeats the Drizzle pattern.
    files: ['server/src/**/routes.ts', 'server/src/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            DRIZZLE_OUTSIDE_REPOSITORIES,
            {
              regex: '(^|/)([a-z-]+-)?repository\\.ts$',
              message: 'Routes call a service, which calls the repository.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The answer's type comes from the endpoint record's response schema (contracts/api/endpoint.ts),
    // never from the reading site: a type argument there would be an unchecked cast.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^(dataOf|successOf|callApi|callWithVersion|keptCall)$/][typeArguments]',
          message: "The answer's type is the endpoint's response schema: drop the type argument.",
        },
      ],
    },
  },
  {
    // One write path (docs/architecture.md §4): a screen never asks whether the browser is online to
    // choose how to write — writes go through enqueueCall, reads through keptCall, and what a
    // screen shows offline comes from useOnline(). Features may not import isOnline at all.
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)offline/online\\.ts$',
              importNames: ['isOnline'],
              message:
                'Write with enqueueCall (src/offline/enqueue-call.ts), read with keptCall; for what a screen shows, useOnline().',
            },
          ],
        },
      ],
    },
  },
  {
    // Dependencies flow one way (docs/architecture.md §2): contracts → lib/ui/offline → features → app,
    // and a feature never imports another feature. On the server, modules → core → the rest of
    // server/src, and a module imports another module only through its service (service.ts,
    // *-service.ts), never its repository or other internals.
    files: ['src/**/*.{ts,tsx}', 'contracts/**/*.ts', 'sw/**/*.ts', 'server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['src/**/*', 'contracts/**/*', 'sw/**/*', 'server/**/*'],
      'boundaries/elements': [
        { type: 'contracts', pattern: 'contracts' },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'app', pattern: 'src/app' },
        { type: 'shared', pattern: 'src/(lib|ui|offline)' },
        { type: 'src-root', pattern: 'src/*.{ts,tsx}', partialMatch: false },
        { type: 'sw', pattern: 'sw' },
        { type: 'server-module', pattern: 'server/src/modules/*', capture: ['module'] },
        { type: 'server-core', pattern: 'server/src/core' },
        { type: 'server', pattern: 'server' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'contracts' } }, allow: [{ to: { element: { type: 'contracts' } } }] },
            {
              from: { element: { type: 'shared' } },
              allow: [{ to: { element: { type: ['contracts', 'shared'] } } }],
            },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { type: ['contracts', 'shared'] } } },
                {
                  to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } },
                },
              ],
            },
            {
              from: { element: { type: 'app' } },
              allow: [{ to: { element: { type: ['contracts', 'shared', 'feature', 'app'] } } }],
            },
            {
              from: { element: { type: 'src-root' } },
              allow: [{ to: { element: { type: ['contracts', 'shared', 'app', 'src-root'] } } }],
            },
            {
              from: { element: { type: 'sw' } },
              allow: [{ to: { element: { type: ['sw', 'contracts'] } } }],
            },
            {
              from: { element: { type: 'server' } },
              allow: [{ to: { element: { type: ['server', 'server-core', 'server-module', 'contracts'] } } }],
            },
            {
              from: { element: { type: 'server-core' } },
              allow: [{ to: { element: { type: ['server', 'server-core', 'contracts'] } } }],
            },
            {
              from: { element: { type: 'server-module' } },
              allow: [
                { to: { element: { type: ['server', 'server-core', 'contracts'] } } },
                {
                  to: {
                    element: { type: 'server-module', captured: { module: '{{ from.captured.module }}' } },
                  },
                },
                {
                  to: {
                    element: { type: 'server-module', fileInternalPath: ['service.ts', '*-service.ts'] },
                  },
                },
              ],
            },
            // A module's tests may use another module's fakes and helpers (the payment test kit).
            {
              from: { element: { type: 'server-module' }, file: { path: '**/*.test.ts' } },
              allow: [{ to: { element: { type: 'server-module' } } }],
            },
          ],
        },
      ],
    },
  },
);
