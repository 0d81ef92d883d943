// One lint setup for the whole workspace (flat config), run by the test command.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// ARCHITECTURE rule 3: Chakra and the router come only through the UI kit's shared entries; a direct import
// would bundle a second, unshared copy.
const KIT_ONLY = [
  { name: '@chakra-ui/react', message: "Import from '@portal/ui/chakra' (the UI kit), never Chakra directly." },
  { name: 'react-router-dom', message: "Import from '@portal/ui/router' (the UI kit), never the router directly." },
  { name: 'react-router', message: "Import from '@portal/ui/router' (the UI kit), never the router directly." },
  { name: '@tanstack/react-query', message: "Import from '@portal/ui/query' (the UI kit's door: one QueryClient, the library tree-shaken)." },
  { name: 'react-hook-form', message: "Import useForm from '@portal/ui/form' (the UI kit's door: one tree-shaken copy)." },
  { name: '@hookform/resolvers/zod', message: "Import zodResolver from '@portal/ui/form' (the UI kit's door)." },
  { name: 'lucide-react', message: "Import icons from '@portal/ui/icons' (add a missing one there and to shared/ui/kitVersions.json)." },
];
// Dates are formatted through '@portal/ui/format' (a shared entry), so date-fns is on a page once.
const FORMAT_ONLY = { name: 'date-fns', message: "Format dates with '@portal/ui/format'; date-fns is used only behind it." };
const FORMAT_ONLY_LOCALE = { group: ['date-fns/*'], message: "Format dates with '@portal/ui/format'; date-fns is used only behind it." };
// Page weight: browser code parses with zod/mini's small core; full zod only in the sandbox (a server).
const NO_FULL_ZOD = { name: 'zod', message: "Browser code imports { z } from '@portal/api/zod' (page weight); full 'zod' is for sandbox/ only." };
// zod/mini comes through the API contract's door, a federation singleton: a direct import would bundle a second copy.
const ZOD_DOOR_ONLY = { name: 'zod/mini', message: "Import { z } from '@portal/api/zod' (add a missing name in shared/api/src/zod/zodNames.ts)." };
const ZOD_DOOR_ONLY_DEEP = { group: ['zod/*', '!zod/mini'], message: "Import { z } from '@portal/api/zod'; zod is used only behind it." };
const NO_KIT_BYPASS = { group: ['@chakra-ui/*', 'react-router-dom/*', 'react-router/*'], message: 'Chakra and the router come only through the UI kit (@portal/ui/chakra, @portal/ui/router).' };
// A focused or skipped test hides the rest of the suite or itself: neither may land (jest and Playwright alike).
const NO_FOCUSED_OR_SKIPPED = ['it', 'test', 'describe'].flatMap((object) =>
  ['only', 'skip', 'fixme', 'todo'].map((property) => ({ object, property, message: 'Focused, skipped or unfinished tests do not land.' })),
);
const NO_REMOTE_IMPORTS = { group: ['remote-*', '../remote-*', '../../remote-*'], message: 'A remote never imports another remote.' };

// ARCHITECTURE "Inside a feature area": shared code takes a cabinet's behaviour from the area's descriptor (or, for what
// the shell and the sandbox judge by the user's scope, from @portal/api's SCOPE_RULES), never by comparing a scope name;
// a remote knows which cabinet it is. Lookups keyed by scope (Record<Scope, …>) are data and stay allowed.
const SCOPE_NAME = String.raw`/^LK[KDAP]$/i`;
const SCOPE_NAME_MESSAGE = "Do not compare a scope name: read the behaviour from the area's cabinet descriptor (or @portal/api's SCOPE_RULES).";
const NO_SCOPE_NAME_BRANCHES = [
  `BinaryExpression[operator=/^[!=]==?$/] > Literal[value=${SCOPE_NAME}]`,
  `SwitchCase > Literal.test[value=${SCOPE_NAME}]`,
  `CallExpression[callee.property.name=/^(includes|indexOf|has)$/] Literal[value=${SCOPE_NAME}]`,
].map((selector) => ({ selector, message: SCOPE_NAME_MESSAGE }));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '.stryker-tmp*/**', '**/dist/**', '**/dist-*/**', '**/test-results/**', '**/playwright-report/**', 'reports/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': ['error', ...NO_FOCUSED_OR_SKIPPED],
      'no-restricted-globals': ['error', ...['xit', 'xtest', 'xdescribe', 'fit', 'fdescribe'].map((name) => ({ name, message: 'Focused or skipped tests do not land.' }))],
      'no-restricted-imports': ['error', { paths: [...KIT_ONLY, NO_FULL_ZOD, ZOD_DOOR_ONLY, FORMAT_ONLY], patterns: [NO_KIT_BYPASS, FORMAT_ONLY_LOCALE, NO_REMOTE_IMPORTS, ZOD_DOOR_ONLY_DEEP] }],
    },
  },
  {
    // The zod door itself, and tests (never part of a page), may use zod/mini directly.
    files: ['shared/api/src/zod/**', '**/*.test.{ts,tsx}', '**/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [...KIT_ONLY, NO_FULL_ZOD, FORMAT_ONLY], patterns: [NO_KIT_BYPASS, FORMAT_ONLY_LOCALE, NO_REMOTE_IMPORTS] }] },
  },
  {
    // The formatters are the one place that uses date-fns.
    files: ['shared/ui/src/format/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [...KIT_ONLY, NO_FULL_ZOD, ZOD_DOOR_ONLY], patterns: [NO_KIT_BYPASS, NO_REMOTE_IMPORTS, ZOD_DOOR_ONLY_DEEP] }] },
  },
  {
    // The sandbox and the tooling run in Node: full zod is fine there.
    files: ['sandbox/**', 'e2e/**', 'scripts/**', 'shared/build/**', 'shared/testing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: KIT_ONLY, patterns: [NO_KIT_BYPASS, NO_REMOTE_IMPORTS] }] },
  },
  {
    // The kit's entries are the one place allowed to import Chakra, the router and the icons directly.
    files: ['shared/ui/src/kit/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NO_FULL_ZOD, ZOD_DOOR_ONLY, FORMAT_ONLY], patterns: [NO_REMOTE_IMPORTS, ZOD_DOOR_ONLY_DEEP] }] },
  },
  {
    // The host's scope switch and the sandbox (the server's side of every scope) may name scopes; shared code and the
    // remotes may not. Tests may, to pick what they exercise. The rule's samples: shared/features/src/noScopeNameBranches.test.ts.
    files: ['shared/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...NO_SCOPE_NAME_BRANCHES] },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
