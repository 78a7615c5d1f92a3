// Outgoing mail. With SMTP_URL set, messages go to that SMTP server; without
// it each message is written as an .eml file to the outbox folder and the log
// says where, so a development store needs no mail server. The outbox keeps about
// the newest OUTBOX_MAX_FILES (swept every tenth of them, so at most a tenth more
// between sweeps): mail anyone can have the store send (a sign-up, a newsletter
// confirmation) never fills the disk of a store run without SMTP. Sending never
// fails a shopper's call: a failure is logged (without the message body,
// which carries a one-time link) and the shopper can ask again.
//
// The recipient is handed to nodemailer as an address object, which it does
// not parse: a string would be read as an address list ('a@x, b@y' is two
// recipients, 'x <y>' is y). And the mailer sends only to one plain address
// (the shared e-mail rule), whatever an older row of the database holds.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import { isValidEmail } from '@storefront/shared/contracts/validation';

export interface MailConfig {
  /** smtp:// or smtps:// URL (user and password in the URL if the server needs them). */
  smtpUrl?: string;
  /** Where messages go when smtpUrl is unset. */
  outboxDir: string;
  from: string;
  /** Mails the outbox keeps, the newest (OUTBOX_MAX_FILES); tests make it small. */
  outboxMaxFiles?: number;
}

/** Mails kept in the outbox: a few MB, far more than a developer reads back. */
export const OUTBOX_MAX_FILES = 2_000;

/** One recipient; `name` stays empty (a shopper's name is not theirs to put in a header). */
export interface MailAddress {
  name: '';
  address: string;
}

export const mailAddress = (address: string): MailAddress => ({ name: '', address });

export interface MailMessage {
  to: MailAddress;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (sent beside it, never instead). */
  html?: string;
}

interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The message as nodemailer takes it, or an error when the recipient is not one plain address. */
function outgoing(from: string, message: MailMessage) {
  const { address } = message.to;
  if (typeof address !== 'string' || !isValidEmail(address)) {
    throw new Error('the recipient is not one plain e-mail address; nothing was sent');
  }
  const { subject, text, html } = message;
  return { from, to: { name: '', address }, subject, text, ...(html ? { html } : {}) };
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
        await transport.sendMail(outgoing(config.from, message));
      },
      close: () => transport.close(),
    };
  }
  const outbox = resolve(config.outboxDir);
  const maxFiles = config.outboxMaxFiles ?? OUTBOX_MAX_FILES;
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let written = 0;
  return {
    async send(message) {
      const info = await transport.sendMail(outgoing(config.from, message));
      await mkdir(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ file, subject: message.subject }, 'mail written to the outbox (SMTP_URL is not set)');
      // The oldest go (their names sort by time), looked at every tenth of the bound's writes.
      written += 1;
      if (written % Math.max(1, Math.floor(maxFiles / 10)) === 0) {
        // The mail is written: a sweep that fails is said in the log, not as a failed send.
        await keepNewest(outbox, maxFiles).catch((error: Error) =>
          log.warn({ reason: error.message }, 'the outbox could not be swept'),
        );
      }
    },
    close: () => transport.close(),
  };
}

/** Removes all but the newest `max` mails of the outbox. */
async function keepNewest(outbox: string, max: number) {
  const mails = (await readdir(outbox)).filter((name) => name.endsWith('.eml')).sort();
  await Promise.all(
    mails.slice(0, Math.max(0, mails.length - max)).map((name) => rm(join(outbox, name), { force: true })),
  );
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
