// The mailer sends each message to exactly one plain address, handed to nodemailer as an address
// object (never a string it would parse as a list or a display name), through a real SMTP server.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, test } from 'node:test';
import { startLocalSmtpServer, type LocalSmtpServer } from '../testing/local-smtp-server';
import { verificationMail } from './account-mail';
import { createMailer, mailAddress, type Mailer } from './mailer';

let smtp: LocalSmtpServer;
let mailer: Mailer;
before(async () => {
  smtp = await startLocalSmtpServer();
  mailer = createMailer(
    { smtpUrl: smtp.smtpUrl, outboxDir: '/nonexistent', from: 'Store <store@example.test>' },
    { info: () => undefined, warn: () => undefined },
  );
});
beforeEach(() => {
  smtp.messages.length = 0;
});
after(async () => {
  mailer.close();
  await smtp.close();
});

/** Addresses that name a second recipient or a display name when read as a header. */
const HOSTILE = [
  'a@x.test,victim@example.org',
  'x@example.test<attacker@evil.example>',
  'x@example.test <attacker@evil.example>',
  '"x@example.test" <attacker@evil.example>',
  'a@x.test;victim@example.org',
  'a@x.test\r\nBcc: victim@example.org',
  'victim@example.org (a@x.test)',
  'group: a@x.test, victim@example.org;',
];

test('an account message reaches exactly its one recipient: one RCPT, one To header', async () => {
  await mailer.send(
    verificationMail({ email: 'shopper@example.com', userName: 'shopper' }, 'token', 'http://store', 24),
  );
  const mail = await smtp.waitFor(() => true);
  assert.deepEqual(mail.to, ['shopper@example.com']);
  assert.equal(mail.from, 'store@example.test');
  assert.equal(smtp.messages.length, 1);

  // The written message (outbox mode) carries the same single address as its one To header.
  const outboxDir = mkdtempSync(join(tmpdir(), 'outbox-'));
  const outbox = createMailer(
    { outboxDir, from: 'Store <store@example.test>' },
    { info: () => undefined, warn: () => undefined },
  );
  try {
    await outbox.send(
      verificationMail({ email: 'shopper@example.com', userName: 'shopper' }, 'token', 'http://store', 24),
    );
    const [file] = readdirSync(outboxDir);
    const raw = readFileSync(join(outboxDir, file), 'utf8');
    assert.deepEqual(raw.match(/^To:.*$/gim), ['To: shopper@example.com']);
  } finally {
    outbox.close();
    rmSync(outboxDir, { recursive: true, force: true });
  }
});

test('an address that is not one plain address is refused before anything is sent', async () => {
  for (const address of HOSTILE) {
    await assert.rejects(
      mailer.send({ to: mailAddress(address), subject: 'Confirm your e-mail address', text: 'x' }),
      /not one plain e-mail address/,
      JSON.stringify(address),
    );
  }
  // A plain send after them shows the server was listening all along.
  await mailer.send({ to: mailAddress('last@example.com'), subject: 'Last', text: 'x' });
  await smtp.waitFor((m) => m.subject === 'Last');
  assert.deepEqual(
    smtp.messages.map((m) => m.to),
    [['last@example.com']],
  );
});

test('the outbox keeps the newest mails, however many anyone has the store send', async () => {
  const outboxDir = mkdtempSync(join(tmpdir(), 'outbox-'));
  const outbox = createMailer(
    { outboxDir, from: 'Store <store@example.test>', outboxMaxFiles: 20 },
    { info: () => undefined, warn: () => undefined },
  );
  try {
    for (let i = 0; i < 100; i++) {
      await outbox.send({ to: mailAddress(`shopper${i}@example.com`), subject: `Mail ${i}`, text: 'x' });
      assert.ok(
        readdirSync(outboxDir).length <= 20 + 2,
        `${readdirSync(outboxDir).length} kept after ${i + 1}`,
      );
    }
    // The newest by name (two in one millisecond may sort either way): the last ones sent.
    const kept = readdirSync(outboxDir).map((file) =>
      Number(/^Subject: Mail (\d+)$/m.exec(readFileSync(join(outboxDir, file), 'utf8'))?.[1]),
    );
    assert.equal(kept.length, 20);
    assert.ok(kept.includes(99) && kept.every((i) => i >= 75), kept.join(','));
  } finally {
    outbox.close();
    rmSync(outboxDir, { recursive: true, force: true });
  }
});
