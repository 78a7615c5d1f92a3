// A real SMTP server on 127.0.0.1 (smtp-server) standing in for the store's
// mail relay in tests: it accepts every message, decodes its plain text and
// keeps it, so a test can read the mail and follow its links. Run on its own
// (`node --import tsx api/src/testing/local-smtp-server.ts`, env SMTP_PORT,
// MAIL_CAPTURE_DIR) it also writes each message as JSON into MAIL_CAPTURE_DIR,
// prints {"port","smtpUrl"} as one line and stays up until SIGTERM.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { testToolsFromEnv } from '../config';

export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  /** The plain-text body (of a multipart/alternative message, its text/plain part). */
  text: string;
  /** The text/html part, when the message has one (the order mail). */
  html?: string;
  receivedAt: string;
}

export interface LocalSmtpServer {
  port: number;
  smtpUrl: string;
  messages: CapturedMail[];
  /** Resolves with the first message (already received or coming) that matches. */
  waitFor(match: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** A message's (or a part's) headers, unfolded, and its body. */
function splitEntity(raw: string) {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const decoded = () =>
    decodeBody(body, header('Content-Transfer-Encoding').toLowerCase()).replace(/\r\n/g, '\n');
  return { body, header, decoded };
}

/** The text/plain and text/html parts of a multipart/alternative body (what the order mail is). */
function alternatives(body: string, contentType: string): { text?: string; html?: string } {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return {};
  const found: { text?: string; html?: string } = {};
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break;
    const entity = splitEntity(part.replace(/^\r?\n/, ''));
    const type = entity.header('Content-Type').toLowerCase();
    if (type.startsWith('text/plain')) found.text = entity.decoded().replace(/\n$/, '');
    if (type.startsWith('text/html')) found.html = entity.decoded().replace(/\n$/, '');
  }
  return found;
}

/** Headers and the plain-text body (and an HTML part's) of a message the store sends. */
function parseMail(raw: string, envelope: { from: string; to: string[] }): CapturedMail {
  const { body, header, decoded } = splitEntity(raw);
  const contentType = header('Content-Type');
  const parts = /^multipart\/alternative/i.test(contentType) ? alternatives(body, contentType) : null;
  return {
    from: envelope.from,
    to: envelope.to,
    subject: header('Subject'),
    text: parts?.text ?? decoded(),
    ...(parts?.html !== undefined ? { html: parts.html } : {}),
    receivedAt: new Date().toISOString(),
  };
}

/** The first store link (http(s) URL) of a message. */
export function linkIn(mail: CapturedMail): URL {
  const found = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!found) throw new Error(`no link in the mail '${mail.subject}'`);
  return new URL(found);
}

export async function startLocalSmtpServer(
  options: { port?: number; captureDir?: string } = {},
): Promise<LocalSmtpServer> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<(mail: CapturedMail) => void>();
  if (options.captureDir) mkdirSync(options.captureDir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('latin1'), {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        messages.push(mail);
        if (options.captureDir) {
          const name = `${Date.now()}-${randomBytes(4).toString('hex')}.json`;
          writeFileSync(join(options.captureDir, name), JSON.stringify(mail));
        }
        for (const waiter of waiters) waiter(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    port,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages,
    // Generous: mail goes out in the background, late on a busy CI machine; a passing test never waits it out.
    waitFor(match, timeoutMs = 15_000) {
      const already = messages.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = (mail: CapturedMail) => {
          if (!match(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching mail within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { smtpPort, mailCaptureDir } = testToolsFromEnv();
  const running = await startLocalSmtpServer({ port: smtpPort, captureDir: mailCaptureDir });
  console.log(JSON.stringify({ port: running.port, smtpUrl: running.smtpUrl }));
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
