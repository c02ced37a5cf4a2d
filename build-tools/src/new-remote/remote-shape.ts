import { remoteNames } from './names.ts';

/**
 * The one inner layout of a remote's `src/`: what the generator writes and what every remote keeps. A remote's
 * files as paths relative to its `src/` ('/'-separated) -> their text.
 */
export type RemoteSources = Record<string, string>;

/** The folders a remote's `src/` may hold, and what each is for. No file sits at `src/` itself. */
export const REMOTE_FOLDERS: Readonly<Record<string, string>> = {
  exposes: 'the only importable surface: area.ts (the federation `exposes` target) and its test',
  routes: 'one file per page; composes features, holds no logic of its own',
  features: '<feature>/{api,components,i18n}/ and the feature’s own hooks and helpers beside them',
  agents: 'background agents the area’s setup starts on every page (<name>-agent.ts)',
  api: 'the one RTK Query api of the remote (<area>-api.ts, createApi); features add endpoints by injectEndpoints',
  i18n: 'load-messages.ts and {en,de,nl,fr}.json (en-uk.json where UK wording differs)',
  lib: 'helpers shared by the remote’s features (no feature imports another feature)',
  hooks: 'React hooks shared by the remote’s features',
  testing: 'example data for tests',
};

/** What a feature's folder may hold besides its own files. */
export const FEATURE_FOLDERS = ['api', 'components', 'i18n'] as const;

const LANGUAGES = ['en', 'de', 'nl', 'fr'];
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isSource = (file: string) => /\.tsx?$/.test(file) && !isTest(file);

/**
 * What in a remote's sources strays from the one layout, in words (empty: it keeps the layout). `folder` is the
 * package folder (`mf-cart-checkout`): the api's file is named after it.
 */
export function shapeProblems(folder: string, sources: RemoteSources): string[] {
  const problems: string[] = [];
  const files = Object.keys(sources).sort();
  const apiFile = `api/${remoteNames(folder).folder.slice('mf-'.length)}-api.ts`;

  for (const file of files) {
    const [top = '', ...rest] = file.split('/');
    const featureFolder = rest.length > 2 ? (rest[1] ?? '') : '';
    if (rest.length === 0)
      problems.push(`${file}: no file sits at src/ itself (one of ${Object.keys(REMOTE_FOLDERS)})`);
    else if (!(top in REMOTE_FOLDERS)) problems.push(`${file}: src/${top}/ is no folder of a remote`);
    else if (top === 'features' && featureFolder && !(FEATURE_FOLDERS as readonly string[]).includes(featureFolder)) {
      problems.push(`${file}: a feature holds ${FEATURE_FOLDERS.join(', ')} folders, not ${featureFolder}/`);
    } else if ((top === 'exposes' || top === 'routes' || top === 'agents') && rest.length > 1) {
      problems.push(`${file}: src/${top}/ holds files, no folders`);
    } else if (top === 'api' && isSource(file) && file !== apiFile) {
      problems.push(`${file}: src/api/ holds the one api, ${apiFile}; a feature's endpoints go in features/<f>/api/`);
    } else if (top === 'agents' && isSource(file) && !file.endsWith('-agent.ts')) {
      problems.push(`${file}: src/agents/ holds <name>-agent.ts files`);
    }
  }

  for (const required of [
    'exposes/area.ts',
    'i18n/load-messages.ts',
    apiFile,
    ...LANGUAGES.map((l) => `i18n/${l}.json`),
  ]) {
    if (!(required in sources)) problems.push(`${required} is missing`);
  }
  if (!files.some((file) => file.startsWith('routes/') && isSource(file))) problems.push('routes/ has no page');

  const sourceFiles = files.filter(isSource);
  const apis = sourceFiles.filter((file) => /\bcreateApi\(/.test(sources[file] ?? ''));
  if (apis.length !== 1 || apis[0] !== apiFile) {
    problems.push(`one RTK Query api, created in ${apiFile}; createApi( is in: ${apis.join(', ') || 'no file'}`);
  }
  for (const file of sourceFiles) {
    const text = sources[file] ?? '';
    if (/export (async )?function start\w*Agent\b/.test(text) && !file.startsWith('agents/')) {
      problems.push(`${file}: a background agent lives in src/agents/`);
    }
    if (file.startsWith('routes/') && /\binjectEndpoints\(|\buse\w+Mutation\(/.test(text)) {
      problems.push(`${file}: a route composes features; endpoints and what a form sends belong in a feature`);
    }
  }
  return problems;
}
