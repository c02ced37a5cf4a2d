// The parts of `npm run cluster` (scripts/cluster.mjs) that prepare this machine before anything starts: the
// deployment files written from the topology, the prerequisites (each with its one-line fix), the self-signed TLS
// certificate and the cluster's secrets.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes.mjs';
import { SECRET_NAMES } from '../../deploy/topology.mjs';
import { composeNginxConfs, composeYaml } from '../../deploy/compose.mjs';

/** compose.yaml and deploy/nginx/*.conf, from the topology the cluster runs. */
export function writeComposeFiles() {
  writeFileSync(path.join(ROOT, 'compose.yaml'), composeYaml());
  mkdirSync(path.join(ROOT, 'deploy', 'nginx'), { recursive: true });
  for (const [name, text] of Object.entries(composeNginxConfs()))
    writeFileSync(path.join(ROOT, 'deploy', 'nginx', name), text);
}

function which(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim();
}

/** The nginx to run; exits with each missing prerequisite's fix when one is missing. */
export function clusterPrerequisites() {
  const nginx = which('nginx') || (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : '');
  const problems = [];
  if (!nginx) problems.push('nginx is missing: apt-get install -y nginx-light');
  if (!which('openssl')) problems.push('openssl is missing: apt-get install -y openssl');
  for (const file of ['api/dist/server.js', 'api/dist/db-migrate.js', 'edge/dist/server.js', 'releases/remotes.json'])
    if (!existsSync(path.join(ROOT, file)))
      problems.push(`${file} is missing: run npm start once (it builds and publishes)`);
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
  return nginx;
}

/** A self-signed certificate for 127.0.0.1, made once in `dir`. */
export function ensureCertificate(dir) {
  const certificate = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  mkdirSync(dir, { recursive: true });
  if (!existsSync(certificate)) {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '30',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        key,
        '-out',
        certificate,
      ],
      { stdio: 'ignore' },
    );
  }
  return { certificate, key };
}

/** The secrets of the cluster in `workDir`: generated once, kept beside its TLS key. */
export function clusterSecrets(workDir) {
  const file = path.join(workDir, 'secrets.json');
  const kept = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  // A secret added since the cluster was first started (a new required one) is generated and kept with the rest.
  const missing = SECRET_NAMES.filter((name) => !kept[name]);
  if (missing.length === 0) return kept;
  const made = { ...kept, ...Object.fromEntries(missing.map((name) => [name, randomBytes(36).toString('base64url')])) };
  writeFileSync(file, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600 });
  return made;
}
