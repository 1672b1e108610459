// `npm test`'s first step: lint, types and the catalogs side by side. Each is mostly one core,
// and one after another they took 44 s on CI's 2 cores; side by side 36 (ESLint's 20 s the longest). Each one's output is
// printed whole when it ends, under its name, so that a failure reads as it would alone.
import { spawn } from 'node:child_process'

const steps = ['lint', 'typecheck', 'i18n:check']

const results = await Promise.all(
  steps.map(
    (step) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', step], { stdio: ['ignore', 'pipe', 'pipe'] })
        let output = ''
        child.stdout.on('data', (chunk) => (output += chunk))
        child.stderr.on('data', (chunk) => (output += chunk))
        child.on('close', (status) => {
          process.stdout.write(`\n> ${step}: ${status === 0 ? 'passed' : `FAILED (exit ${status})`}\n${output}`)
          resolve(status === 0)
        })
      }),
  ),
)
process.exitCode = results.every(Boolean) ? 0 : 1
