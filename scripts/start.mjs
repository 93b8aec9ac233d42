// `npm start`: builds the web app and the server when their build is missing or older than their
// sources, then runs the server (which applies pending migrations and logs its URL). package.json runs it
// with node's two memory settings and two of glibc's (docs/deployment.md, "Memory settings").
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

if (existsSync(at('.env'))) process.loadEnvFile(at('.env'));

/** Newest modification time under the given files and folders (0 when none exist). */
function newest(paths) {
  let latest = 0;
  for (const entry of paths) {
    if (!existsSync(entry)) continue;
    const stat = statSync(entry);
    if (!stat.isDirectory()) {
      latest = Math.max(latest, stat.mtimeMs);
      continue;
    }
    latest = Math.max(latest, newest(readdirSync(entry).map((name) => path.join(entry, name))));
  }
  return latest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : -1);
const core = [at('packages/core/src'), at('packages/core/package.json')];
const targets = [
  {
    name: 'web app',
    output: at('apps/web/dist/index.html'),
    sources: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      at('apps/web/build'),
      ...core,
    ],
    workspace: 'apps/web',
    quiet: ['--logLevel', 'warn'],
  },
  {
    name: 'server',
    output: at('apps/server/dist/main.js'),
    sources: [at('apps/server/src'), at('apps/server/build.mjs'), at('apps/server/package.json'), ...core],
    workspace: 'apps/server',
    // build.mjs prints only esbuild's warnings and errors already.
    quiet: [],
  },
];

const stale = targets.filter((target) => builtAt(target.output) < newest(target.sources));
if (stale.length) {
  const firstStart = stale.some((target) => !existsSync(target.output));
  const names = stale.map((target) => target.name).join(' and the ');
  console.log(`Building the ${names} (${firstStart ? 'first start only' : 'changed since the last build'})…`);
}
for (const target of stale) {
  // Always a production build: a NODE_ENV of 'test' or 'development' around `npm start` would otherwise
  // reach the bundler and ship React's development build, several times larger and slower. Quiet, as the
  // bundlers' tables of every file are for whoever builds on purpose (`npm run build`): warnings and
  // errors still show.
  execFileSync('npm', ['run', 'build', '--silent', '-w', target.workspace, '--', ...target.quiet], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

await import(at('apps/server/dist/main.js'));
