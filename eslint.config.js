import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', 'bench/results/**', 'web/dev-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', performance: 'readonly' },
    },
  },
  // Server layers run one way: a module reaches another through its service, never its
  // repository; services know nothing of HTTP (http/ adapts them). Tests may seed any table.
  ...[
    { files: ['server/src/modules/**/*.ts'], http: false },
    { files: ['server/src/modules/**/*.service.ts'], http: true },
  ].map(({ files, http }) => ({
    files,
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repository'],
              message: "Reach another module through its service (or a query of this module's own).",
            },
            ...(http
              ? [
                  {
                    group: ['**/http/*'],
                    message: 'A service knows nothing of HTTP: use access/ and errors/.',
                  },
                ]
              : []),
          ],
        },
      ],
    },
  })),
);
