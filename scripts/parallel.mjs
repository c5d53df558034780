// Runs the given shell commands at once and fails when any of them fails. The type checks are
// single-threaded and independent once the contract and server are built: side by side they use
// both cores of the CI machine instead of one.
import { spawn } from 'node:child_process';

const exits = await Promise.all(
  process.argv.slice(2).map(
    (command) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: 'inherit' });
        child.on('exit', (code) => resolve(code ?? 1));
      }),
  ),
);
process.exit(exits.every((code) => code === 0) ? 0 : 1);
