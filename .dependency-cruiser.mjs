/**
 * The direction imports may run: content → lib → app → components (docs/architecture.md).
 * Checked by `npm run lint` and by lib/import-flow.test.ts (so `npm test` too).
 * @type {import('dependency-cruiser').IConfiguration}
 */
const config = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No module reaches itself again, not even through a type: each layer reads only the ones before it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'content-is-data',
      comment: 'content/ borrows only types, and only from lib/ (no-circular keeps those lib modules from reading content back).',
      severity: 'error',
      from: { path: '^content/' },
      to: { path: '^(app|components|lib|proxy)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'content-borrows-from-lib-only',
      severity: 'error',
      from: { path: '^content/' },
      to: { path: '^(app|components)/' },
    },
    {
      name: 'lib-returns-plain-values',
      comment: 'lib/ never imports routes or markup.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(app|components)/' },
    },
    {
      name: 'components-render-props',
      comment: 'Components get copy, data and server actions as props: no content, no route files, no Contentful adapter.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^(content/|app/|lib/contentful/)' },
    },
    {
      name: 'contentful-stays-in-the-adapter',
      comment: 'Only lib/contentful/ and the rich-text renderer know Contentful packages.',
      severity: 'error',
      from: { pathNot: '^(lib/contentful/|components/blog/rich-text\\.tsx$)' },
      to: { path: 'node_modules/(contentful|@contentful/)' },
    },
    {
      name: 'proxy-reads-routing-only',
      comment:
        'The proxy runs before every request: it stays small. It reads the language rules and, for blog addresses, the blog lists and the draft pass.',
      severity: 'error',
      from: { path: '^proxy\\.ts$' },
      to: {
        path: '^[^/]+/',
        pathNot: '^(node_modules/|lib/i18n/|lib/blog/(blog-address|lists|lists-store|paging)\\.ts$|lib/contentful/draft-secret\\.ts$)',
      },
    },
    {
      name: 'proxy-never-reaches-the-data-layer',
      comment:
        'Not even through another module: the proxy answers blog addresses from the blog lists alone (lib/blog/lists-store.ts), never from the Contentful adapter, its SDK or the bundled export.',
      severity: 'error',
      from: { path: '^proxy\\.ts$' },
      to: {
        path: '^(content/|lib/contentful/(?!draft-secret\\.ts$)|node_modules/(contentful|@contentful/)|node_modules/next/cache)',
        reachable: true,
      },
    },
  ],
  options: {
    // The layers, packages, and the disk (node:fs), which lib/import-flow.test.ts looks for.
    includeOnly: '^(app|components|content|lib|proxy\\.ts|instrumentation\\.ts|node_modules|fs$|fs/)',
    exclude: { path: '\\.test(-support)?\\.(ts|mjs)$|\\.d\\.mts$' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
}

export default config
