// `npm run dev`: the API server (restarting on change) and Vite's dev server with its proxy.
import { spawn } from 'node:child_process'

const children = [
  spawn('tsx', ['watch', 'server/src/main.ts'], {
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, SPA_DIR: '.tmp/no-spa' },
  }),
  spawn('vite', [], { stdio: 'inherit', shell: true }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => code && stop())
