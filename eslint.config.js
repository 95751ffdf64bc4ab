import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Browser code (web/, popup/) may use only pure contract modules from functions/, never server libraries. */
const browserPatterns = [
  {
    regex: '^(@functions/|(\\.\\./)+functions/)(?!.*contract$)',
    message: 'Browser code may import only contract.ts modules from functions/.',
  },
  { group: ['@aws-sdk/*', 'electrodb', '@middy/*'], message: 'No server libraries in browser code.' },
];
const browserImports = ['error', { patterns: browserPatterns }];

/**
 * In web/, contracts come through the `@functions/*` alias, not a climb of `../`. Both SPAs route with their own
 * small router (web/src/lib/router/), which keeps their first loads within budget: react-router is no dependency.
 */
const webPatterns = [
  ...browserPatterns,
  { regex: '^(\\.\\./)+functions/', message: "Import functions/ contracts as '@functions/...'." },
  { group: ['react-router', 'react-router-dom'], message: "Use the apps' own router, web/src/lib/router/." },
];

/**
 * Features do not import each other (STYLE §6): what two features share moves down to `components/` or
 * `lib/`. One block per feature, since a rule's options cannot name "the importing file's own feature".
 */
/** Pay's dashboard shares only `web/src/components` and `web/src/lib` with the Shop, never its features or app. */
const dashboardPatterns = [
  ...webPatterns,
  { regex: '^(\\.\\./)+src/(features|app|config)/', message: "Pay's dashboard shares only web/src/components and web/src/lib with the Shop." },
];
const featureBoundariesOf = (folder, extraPatterns) => {
  const features = readdirSync(new URL(`./${folder}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    files: [`${folder}/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...extraPatterns,
            {
              regex: `^(\\.\\./)+(?!${feature}/)(${features.join('|')})/`,
              message: `Features do not import each other: move what ${feature} shares down to components/ or lib/.`,
            },
          ],
        },
      ],
    },
  }));
};
const featureBoundaries = [...featureBoundariesOf('web/src/features', webPatterns), ...featureBoundariesOf('web/pay-dashboard/src/features', dashboardPatterns)];

/**
 * Shop feature modules (functions/src/shop/<feature>/) stay independent: they import lib/, the entities in
 * db/, the shared module, the pure domain definitions in domain/, and another feature only through its pure
 * contract.ts. shared/ knows no feature.
 */
const shopFeatureImports = [
  'error',
  {
    patterns: [
      {
        regex: '^\\.\\./(?!db/|shared/|domain/|\\.\\./)[^/]+/(?!contract$)',
        message: 'A Shop feature may import another feature only through its contract.ts; move shared code to shop/shared or lib.',
      },
    ],
  },
];

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', '**/dist/', '.local/', '.cache/', 'coverage/', 'test/bench/lighthouse/', '.scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
          message: "Use `import * as z from 'zod'`: the `z` export pulls every zod locale into the bundle (454 KB vs 85 KB).",
        },
      ],
      'check-file/folder-naming-convention': ['error', { '{infra,functions,web,popup,test}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: webPatterns }],
    },
  },
  { files: ['web/pay-dashboard/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: dashboardPatterns }] } },
  ...featureBoundaries,
  {
    files: ['functions/src/shop/*/**/*.ts'],
    ignores: ['functions/src/shop/db/**', 'functions/src/shop/shared/**', 'functions/src/shop/domain/**'],
    rules: { 'no-restricted-imports': shopFeatureImports },
  },
  {
    files: ['functions/src/shop/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./(?!db/|domain/|\\.\\./)', message: 'shop/shared may import only lib/, db/ and domain/: it serves every feature and knows none.' }] },
      ],
    },
  },
  {
    // `GET /user/me` is the one read that composes other features' lists, and the seed is local tooling
    // that fills the catalog through the services the API uses.
    files: ['functions/src/shop/user/profile-service.ts', 'functions/src/shop/seed/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['popup/**/*.ts'],
    rules: {
      'no-restricted-imports': browserImports,
    },
  },
);
