// The layering rules of CONTRIBUTING.md ("Boundaries"), checked by `npm run boundaries` (part of `npm test`).
// Paths are relative to the repository root; `$1`/`$2` repeat what the `from` pattern captured.
const server = '^apps/server/src/';
const web = '^apps/web/src/';
// Folders that must not form cycles with one another: server areas, the console's shell, features, components, lib.
const areas = [
  `${server}modules/[^/]+/[^/]+$`,
  `${web}(app|lib)$`,
  `${web}(components|features)/[^/]+$`,
  `${web}features/[^/]+/[^/]+$`,
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contract-stands-alone',
      comment: 'The contract is shared by the server and the console, so it cannot depend on either.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-foreign-repository',
      comment: "A server module reaches another module's data through that module's service, never its repository.",
      severity: 'error',
      from: { path: `${server}modules/([^/]+)/([^/]+)/` },
      to: { path: `${server}modules/[^/]+/[^/]+/.+[.]repository[.]ts$`, pathNot: `${server}modules/$1/$2/` },
    },
    {
      name: 'platform-below-modules',
      comment: 'platform/ is what every module builds on; it knows no module.',
      severity: 'error',
      from: { path: `${server}platform/` },
      to: { path: `${server}modules/` },
    },
    {
      name: 'web-shared-below-screens',
      comment: 'components/ and lib/ serve every screen, so they import no feature and nothing of the app shell.',
      severity: 'error',
      from: { path: `${web}(components|lib)/` },
      to: { path: `${web}(features|app)/` },
    },
    {
      name: 'feature-within-its-domain',
      comment: "A feature folder (features/<domain>/) uses its own domain's code, components/ and lib/; never another domain's.",
      severity: 'error',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: `${web}features/$1/` },
    },
    {
      name: 'dayjs-through-lib',
      comment: "The console uses dayjs through lib/dayjs.ts, which sets its Chinese locale: a date shown through another import could be in English.",
      severity: 'error',
      from: { path: web, pathNot: `${web}lib/dayjs[.]ts$` },
      to: { path: 'node_modules/dayjs/' },
    },
    {
      name: 'no-cycles',
      comment: 'An import cycle means two files cannot be understood (or loaded) one without the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-area-cycles',
      comment: 'Nor may two areas (or the app shell and a feature) import each other, even through different files.',
      severity: 'error',
      scope: 'folder',
      from: { path: areas },
      to: { path: areas, circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^apps/server/src/(db|test)/' },
    // Type-only imports count too: a cycle through types still ties two files together.
    tsPreCompilationDeps: true,
  },
};
