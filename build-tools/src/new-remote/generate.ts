import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { remoteNames, type RemoteNames } from './names.ts';
import {
  addArea,
  bumpMinor,
  planOwnership,
  setRouteOwner,
  setSpecOwner,
  type OwnershipPlan,
  type RouteInfo,
} from './route-ownership.ts';
import { shapeProblems } from './remote-shape.ts';
import { areaFiles } from './templates/area-files.ts';
import { pageModel, type Files, type RemoteModel } from './templates/model.ts';
import { packageFiles } from './templates/package-files.ts';
import { pageFiles } from './templates/page-files.ts';
import { readmeFile } from './templates/readme.ts';

export interface GenerateOptions {
  /** The repository to generate into. */
  root: string;
  name: string;
  routes: readonly string[];
  takeOver: boolean;
}

export interface GenerateResult {
  names: RemoteNames;
  plan: OwnershipPlan;
  /** Files written, relative to the root. */
  written: string[];
  /** Files outside the new package that changed, relative to the root. */
  changed: string[];
  contractVersion?: { from: string; to: string };
}

const ROUTE_TABLE = 'shared-contracts/src/routes/route-table.ts';
const VERSION_FILE = 'shared-contracts/src/version.ts';
const SPEC_TEST = 'shared-contracts/src/routes/spec-route-table.test.ts';

const DEPENDENCIES = ['react', 'react-dom', 'react-intl', 'react-redux', 'styled-components'];
const WORKSPACE_DEPENDENCIES = ['shared-contracts', 'shared-ui', 'build-tools'];

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** The versions the repository has installed, so the new package asks for the same. */
function installedVersions(root: string): Record<string, string> {
  const version = (file: string) => readJson<{ version: string }>(file).version;
  return Object.fromEntries([
    ...DEPENDENCIES.map((name) => [name, version(path.join(root, 'node_modules', name, 'package.json'))]),
    ...WORKSPACE_DEPENDENCIES.map((dir) => [`@storefront/${dir}`, version(path.join(root, dir, 'package.json'))]),
  ]);
}

/** The route table as shared-contracts declares it (loaded, not parsed: it is the source of truth). */
function routeTable(root: string): { routes: RouteInfo[]; areas: string[] } {
  const table = createRequire(import.meta.url)(path.join(root, ROUTE_TABLE)) as {
    ROUTES: readonly RouteInfo[];
    AREAS: readonly string[];
  };
  return { routes: [...table.ROUTES], areas: [...table.AREAS] };
}

/** root package.json with the new folder among the workspaces, after the other remotes. */
function addWorkspace(root: string, folder: string): void {
  const file = path.join(root, 'package.json');
  const pkg = readJson<{ workspaces: string[] }>(file);
  if (pkg.workspaces.includes(folder)) return;
  const lastRemote = pkg.workspaces.findLastIndex((w) => w.startsWith('mf-'));
  pkg.workspaces.splice(lastRemote + 1, 0, folder);
  fs.writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
}

function edit(root: string, relative: string, change: (source: string) => string): void {
  const file = path.join(root, relative);
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
}

/**
 * Writes a new remote from the project's conventions and wires it in: the workspace list (lerna, CI, the
 * typecheck) and, when routes change hands or the area is new, the route table and the contract version.
 * Everything is checked before anything is written.
 */
export function generateRemote({ root, name, routes, takeOver }: GenerateOptions): GenerateResult {
  const names = remoteNames(name);
  const target = path.join(root, names.folder);
  if (fs.existsSync(target)) throw new Error(`${names.folder} exists already`);
  const table = routeTable(root);
  const plan = planOwnership({
    federation: names.federation,
    requested: routes,
    routes: table.routes,
    areas: table.areas,
    hasPackage: (area) => fs.existsSync(path.join(root, area.replace(/_/g, '-'), 'package.json')),
    takeOver,
  });
  const model: RemoteModel = { names, pages: plan.routes.map(pageModel), versions: installedVersions(root) };
  const files: Files = { ...packageFiles(model), ...readmeFile(model), ...areaFiles(model), ...pageFiles(model) };
  // The templates and every remote keep one layout (remote-shape.ts): a template that strays is caught here too.
  const sources = Object.entries(files).filter(([file]) => file.startsWith('src/'));
  const problems = shapeProblems(names.folder, Object.fromEntries(sources.map(([f, text]) => [f.slice(4), text])));
  if (problems.length > 0) throw new Error(`The templates stray from the remote layout: ${problems.join('; ')}`);

  for (const [relative, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(target, relative)), { recursive: true });
    fs.writeFileSync(path.join(target, relative), content);
  }
  addWorkspace(root, names.folder);
  const changed = ['package.json'];
  const result: GenerateResult = {
    names,
    plan,
    written: Object.keys(files).map((f) => `${names.folder}/${f}`),
    changed,
  };

  if (plan.addsArea || plan.moves.length > 0) {
    edit(root, ROUTE_TABLE, (source) => {
      const withArea = plan.addsArea ? addArea(source, names.federation) : source;
      return plan.moves.reduce((text, move) => setRouteOwner(text, move.id, names.federation), withArea);
    });
    changed.push(ROUTE_TABLE);
    if (plan.moves.length > 0 && fs.existsSync(path.join(root, SPEC_TEST))) {
      edit(root, SPEC_TEST, (source) =>
        plan.moves.reduce((text, move) => setSpecOwner(text, move.id, names.federation), source),
      );
      changed.push(SPEC_TEST);
    }
    // A new area or a route changing hands is an additive contract change.
    edit(root, VERSION_FILE, (source) => {
      const bumped = bumpMinor(source);
      result.contractVersion = { from: bumped.from, to: bumped.to };
      return bumped.source;
    });
    changed.push(VERSION_FILE);
  }
  return result;
}
