// Raw TCP connections for the connection-limit tests (connections-at-once.test.ts,
// cluster/haproxy-config.test.ts): held open sending nothing, or asking one GET.
import { connect, type Socket } from 'node:net';

/** A connection to `port` on loopback from `localAddress` (all of 127.0.0.0/8 is this machine's). */
export const connection = (port: number, localAddress = '127.0.0.1'): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.once('error', reject);
  });

/** A new connection's answer to GET `path`: its status line, or null when closed unanswered. */
export async function statusLine(port: number, path: string, localAddress?: string): Promise<string | null> {
  const socket = await connection(port, localAddress).catch(() => null);
  if (!socket) return null;
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk));
    socket.on('error', () => {});
    socket.once('close', () => resolve(text ? text.split('\r\n')[0] : null));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n`);
  });
}

/** The status line once `port` answers `path` with it, asked again every 50 ms for up to 5 s. */
export async function servedAgain(port: number, path: string, localAddress?: string): Promise<string | null> {
  let line: string | null = null;
  for (const deadline = Date.now() + 5_000; Date.now() < deadline;) {
    line = await statusLine(port, path, localAddress);
    if (line?.startsWith('HTTP/1.1 200')) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return line;
}
