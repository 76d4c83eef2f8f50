#!/usr/bin/env node
// `npm start`: installs what is missing, builds when sources changed since the last build,
// then runs the sandbox and the portal (production build, `vite preview`) until Ctrl-C.
import { buildIfStale, startPreview, startSandbox, waitForServers } from './lib/servers.mjs';
import { ensureDependencies, ensurePnpm } from './lib/toolchain.mjs';

const portalPort = Number(process.env.PORTAL_PORT ?? 4173);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8787);

async function main() {
  const pnpm = ensurePnpm();
  ensureDependencies(pnpm);
  buildIfStale(pnpm);

  // local: this is local use, so the OTP inbox and the simulators are served and proxied.
  const children = [
    startSandbox({ port: sandboxPort, local: true }),
    startPreview({ port: portalPort, sandboxPort, local: true }),
  ];
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 300).unref();
  };
  for (const child of children) child.on('exit', (code) => stop(code ?? 0));
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  const portal = `http://127.0.0.1:${portalPort}`;
  const ready = await waitForServers({ portalPort, sandboxPort });
  if (!ready) {
    console.error('The portal or the sandbox did not start; see the output above.');
    stop(1);
    return;
  }
  console.log(`\n  Portal:           ${portal}/`);
  console.log(`  OTP inbox:        ${portal}/__sandbox/inbox`);
  console.log(`  Sandbox pages:    ${portal}/__sandbox/`);
  console.log('  Stop with Ctrl-C.\n');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
