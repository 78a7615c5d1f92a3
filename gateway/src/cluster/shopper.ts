// A shopper for the cluster test and bench (cluster.test.ts): its own loopback address (so the
// balancer sees each shopper apart), its own kept-alive connections and cookies, as a browser.
import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export class Shopper {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 2 });
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    /** 127.0.0.x: Linux answers the whole 127/8 on loopback. */
    readonly address: string,
  ) {}

  /** One call; a network failure rejects (the caller counts it). */
  call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const url = new URL(path, this.baseUrl);
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method,
          agent: this.agent,
          localAddress: this.address,
          timeout: 20_000,
          headers: {
            origin: new URL(this.baseUrl).origin,
            ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(this.cookies.size
              ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
              : {}),
            ...headers,
          },
        },
        (res) => {
          for (const cookie of res.headers['set-cookie'] ?? []) {
            const [pair] = cookie.split(';');
            const at = pair.indexOf('=');
            const name = pair.slice(0, at);
            const value = pair.slice(at + 1);
            if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
            else this.cookies.set(name, value);
          }
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** A cookie this shopper holds, as `name=value`, or ''. */
  cookie(name: string): string {
    const value = this.cookies.get(name);
    return value === undefined ? '' : `${name}=${value}`;
  }

  close(): void {
    this.agent.destroy();
  }
}
