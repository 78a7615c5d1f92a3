// E-mail verification and password reset in the browser, with the mail going
// through a real SMTP server (api/src/testing/local-smtp-server.ts started by
// support/servers.ts): the links are taken from the received messages.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/reused-page';
import { BASE_URL } from '../support/env';
import { MAIL_CAPTURE_DIR } from '../support/servers';
import { collectErrors, gotoReady, newShopper } from '../support/store';

interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
}

/** The newest message to `email` whose subject matches, waiting for it to arrive. */
async function linkFromMail(email: string, subject: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        if (!existsSync(MAIL_CAPTURE_DIR)) return '';
        const found = readdirSync(MAIL_CAPTURE_DIR)
          .sort()
          .reverse()
          .map((file) => JSON.parse(readFileSync(join(MAIL_CAPTURE_DIR, file), 'utf8')) as CapturedMail)
          .find((mail) => mail.to.includes(email) && subject.test(mail.subject));
        link = found ? (/https?:\/\/\S+/.exec(found.text)?.[0] ?? '') : '';
        return link;
      },
      { timeout: 15_000, message: `a mail '${subject.source}' to ${email}` },
    )
    .not.toBe('');
  return link;
}

const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });

test('sign-up mails a verification link that verifies the address; a reset mail sets a new password', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const shopper = newShopper('rec');

  // Hydrated first, so the form is the parcel's (before the script it posts as a page).
  await gotoReady(page, '/signup');
  await page.getByLabel('Username').fill(shopper.username);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm Password').fill(shopper.password);
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(accountMenu(page)).toBeVisible();

  await page.goto('/account');
  await expect(page.getByText('E-MAIL NOT VERIFIED')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification e-mail' })).toBeVisible();

  const verifyLink = await linkFromMail(shopper.email, /Confirm your e-mail/);
  expect(verifyLink.startsWith(`${BASE_URL}/verify-email?token=`)).toBe(true);
  await page.goto(verifyLink);
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('E-MAIL VERIFIED', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification e-mail' })).toHaveCount(0);

  // Signed out, the shopper forgot the password.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /If an account uses that e-mail address/ }),
  ).toBeVisible();

  const resetLink = await linkFromMail(shopper.email, /Reset your password/);
  expect(resetLink.startsWith(`${BASE_URL}/reset-password?token=`)).toBe(true);
  await page.goto(resetLink);
  const NEW_PASSWORD = 'N3w!secret';
  const save = page.getByRole('button', { name: 'SET NEW PASSWORD' });
  await page.getByLabel('New Password').fill(NEW_PASSWORD);
  await expect(save).toBeDisabled();
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await save.click();
  await expect(
    page.getByText('Your password has been reset. Please log in with your new password.'),
  ).toBeVisible();

  // The link works once.
  await page.goto(resetLink);
  await page.getByLabel('New Password').fill('0ther!Pass');
  await page.getByLabel('Confirm Password').fill('0ther!Pass');
  await page.getByRole('button', { name: 'SET NEW PASSWORD' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /invalid, has expired or was already used/ }),
  ).toBeVisible();

  await gotoReady(page, '/login');
  await page.getByLabel('Username').fill(shopper.username);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect username or password' })).toBeVisible();
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(accountMenu(page)).toBeVisible();
  expect(errors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
});
