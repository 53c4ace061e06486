// `npm run lint`: ESLint, Prettier and TypeScript on every workspace. Each of these tools works on one core,
// so they run side by side, as many at once as the machine has cores; each one's output is printed whole
// when it ends, and the run fails if any of them does.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const WORKSPACES = ['packages/shared', 'server', 'web', 'bench', 'e2e'];
const checks = [
  ['eslint', ['eslint', '.']],
  ['prettier', ['prettier', '--check', '.']],
  ...WORKSPACES.map((workspace) => [`typescript ${workspace}`, ['tsc', '-p', workspace]]),
];

function run([name, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`--- ${name}: ${code === 0 ? 'ok' : `failed (${code})`} in ${seconds} s`);
      if (code !== 0 || output.trim()) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const waiting = [...checks];
const passed = [];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), waiting.length) }, async () => {
    for (let check = waiting.shift(); check; check = waiting.shift()) passed.push(await run(check));
  }),
);
process.exit(passed.every(Boolean) ? 0 : 1);
