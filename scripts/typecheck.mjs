// Type-checks the five TypeScript projects side by side (each is a separate program; one after the
// other left a core idle while the largest ran) and fails when any of them fails.
import { spawn } from 'node:child_process';

const PROJECTS = ['contracts', 'src', 'sw', 'server', 'tsconfig.tools.json'];
const tsc = 'node_modules/typescript7/bin/tsc';

const results = await Promise.all(
  PROJECTS.map(
    (project) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => resolve({ project, code, output }));
      }),
  ),
);
let failed = 0;
for (const { project, code, output } of results) {
  if (code === 0) continue;
  failed += 1;
  process.stderr.write(`tsc -p ${project} failed:\n${output}\n`);
}
process.exit(failed === 0 ? 0 : 1);
