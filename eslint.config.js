// ESLint 9 flat config: @eslint/js recommended + typescript-eslint recommended (not type-aware: fast).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import layers from './scripts/eslint/layers.mjs';

const sources = ['src/**/*.ts', 'test/**/*.ts', 'scripts/**/*.{ts,mjs,js}', 'bench/**/*.ts'];
// the consumer apps' checks run in Node (scripts/consumer-apps.mjs); the apps themselves bring their tools
const nodeScripts = ['*.{js,mjs}', 'bin/**/*.mjs', 'scripts/**/*.{mjs,js}', 'test/consumer-apps/*/check.mjs'];

const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'URL',
    'Buffer',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'performance',
    'fetch',
  ].map((name) => [name, 'readonly']),
);

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'src/notation/generated/**',
      '.wtr-results/**',
      'coverage/**',
      'screenshots/**',
      // the consumer apps' own sources (their tools check them); their check.mjs files are linted here
      'test/consumer-apps/*/**/*.{ts,tsx,js,jsx}',
      'test/consumer-apps/*/{node_modules,.next,dist}/**',
    ],
  },
  {
    files: [...sources, ...nodeScripts],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      // the element and the validator must run under a CSP without 'unsafe-eval'
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // the layers of src/ (scripts/eslint/layers.mjs): no import up the layers, no import cycle
    files: ['src/**/*.ts'],
    plugins: { layers },
    rules: { 'layers/order': 'error', 'layers/no-cycle': 'error' },
  },
  {
    // chai property assertions (`expect(x).to.be.true`) are expressions by design
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    // the browser tests wait through test/element/helpers.ts's waitUntil, whose bound suits a busy CI machine
    files: ['test/**/*.ts'],
    ignores: ['test/element/helpers.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@open-wc/testing',
              importNames: ['waitUntil'],
              message:
                "Import waitUntil from test/element/helpers.ts: @open-wc's default bound of 1 s fails on a busy machine.",
            },
          ],
        },
      ],
    },
  },
  {
    files: nodeScripts,
    languageOptions: { globals: nodeGlobals },
  },
);
