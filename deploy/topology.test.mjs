// The deployment files stay in step with the topology `npm run cluster` runs and checks (deploy/topology.mjs):
// compose.yaml and the balancers' nginx files are made from it, and the Dockerfile runs the same commands.
//   node --test deploy/topology.test.mjs   (part of `npm test`)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { composeNginxConfs, composeYaml } from './compose.mjs';
import { COMMANDS, INSTANCES, SECRET_NAMES, apiEnvironment, edgeEnvironment } from './topology.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
const FIX = 'run `node scripts/cluster.mjs --write-compose` and commit the result';

test('compose.yaml is the one the topology makes', () => {
  assert.equal(read('compose.yaml'), composeYaml(), `compose.yaml is out of date: ${FIX}`);
});

test("the balancers' nginx files are the ones the topology makes", () => {
  for (const [name, text] of Object.entries(composeNginxConfs()))
    assert.equal(read(`deploy/nginx/${name}`), text, `deploy/nginx/${name} is out of date: ${FIX}`);
});

test('compose runs every instance with the commands and variables the cluster runs', () => {
  const { services } = parse(read('compose.yaml'));
  const apiNames = Object.keys(apiEnvironment({ secrets: {} })).sort();
  const edgeNames = Object.keys(edgeEnvironment({})).sort();
  for (let n = 1; n <= INSTANCES.api; n++) {
    assert.deepEqual(services[`api-${n}`].command, COMMANDS.api);
    assert.deepEqual(Object.keys(services[`api-${n}`].environment).sort(), [...apiNames, ...SECRET_NAMES].sort());
  }
  for (let n = 1; n <= INSTANCES.edge; n++) {
    assert.deepEqual(services[`edge-${n}`].command, COMMANDS.edge);
    const names = Object.keys(services[`edge-${n}`].environment).filter(
      (k) => !['RELEASES_DIR', 'SHELL_DIR'].includes(k),
    );
    assert.deepEqual(names.sort(), edgeNames);
  }
  assert.deepEqual(services.migrate.command, COMMANDS.migrate);
});

test("the Dockerfile's targets run the topology's commands, as a user other than root", () => {
  const dockerfile = read('Dockerfile');
  const stage = (target) => {
    const start = dockerfile.indexOf(`AS ${target}\n`);
    assert.ok(start >= 0, `Dockerfile has no stage ${target}`);
    const end = dockerfile.indexOf('\nFROM ', start);
    return dockerfile.slice(start, end === -1 ? undefined : end);
  };
  for (const target of ['api', 'edge']) {
    const text = stage(target);
    const cmd = /^CMD (\[.*\])$/m.exec(text)?.[1];
    assert.deepEqual(JSON.parse(cmd ?? 'null'), COMMANDS[target], `the ${target} stage's CMD`);
    assert.match(text, /^USER node$/m);
    assert.match(text, /^HEALTHCHECK /m);
    assert.match(dockerfile, new RegExp(`^FROM node:24-slim AS ${target}$`, 'm'));
  }
});

test('.env.example names every secret the topology needs', () => {
  const example = read('.env.example');
  for (const name of SECRET_NAMES) assert.match(example, new RegExp(`^#?\\s*${name}=`, 'm'), name);
});
