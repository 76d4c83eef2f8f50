// Free TCP ports for servers a run starts for itself. Also a command, `node scripts/lib/freePorts.mjs 3`
// (prints them comma-separated), for the Playwright config that needs them synchronously.
import net from 'node:net';
import { fileURLToPath } from 'node:url';

/** Holds `count` listeners open at once, so the ports differ, then frees them for the servers. */
export async function freePorts(count) {
  const servers = Array.from({ length: count }, () => net.createServer());
  await Promise.all(servers.map((server) => new Promise((ok) => server.listen(0, '127.0.0.1', ok))));
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((ok) => server.close(ok))));
  return ports;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log((await freePorts(Number(process.argv[2] ?? 1))).join(','));
}
