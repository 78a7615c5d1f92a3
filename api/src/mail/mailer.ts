// Outgoing mail. With SMTP_URL set, messages go to that SMTP server; without
// it each message is written as an .eml file to the outbox folder and the log
// says where, so a development store needs no mail server. Sending never
// fails a shopper's call: a failure is logged (without the message body,
// which carries a one-time link) and the shopper can ask again.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailConfig {
  /** smtp:// or smtps:// URL (user and password in the URL if the server needs them). */
  smtpUrl?: string;
  /** Where messages go when smtpUrl is unset. */
  outboxDir: string;
  from: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(config: MailConfig, log: MailLog): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      // Nothing hangs: a mail server that does not answer fails the send, not the process.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send(message) {
        await transport.sendMail({ from: config.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const outbox = resolve(config.outboxDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ file, subject: message.subject }, 'mail written to the outbox (SMTP_URL is not set)');
    },
    close: () => transport.close(),
  };
}

/** Sends without letting a mail failure reach the caller; answers whether it went. */
export async function sendQuietly(mailer: Mailer, message: MailMessage, log: MailLog): Promise<boolean> {
  try {
    await mailer.send(message);
    return true;
  } catch (error) {
    const { code, message: reason } = error as { code?: string; message?: string };
    log.warn({ code, reason, subject: message.subject }, 'mail could not be sent');
    return false;
  }
}
