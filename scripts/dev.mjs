// `npm run dev`: the API with reload on change, and Vite's dev server (which proxies /api to it).
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@guildsmith/web'], { stdio: 'inherit' }),
];

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) {
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
}
