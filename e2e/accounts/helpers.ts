import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { dataDir } from '../fixtures';

/** A fresh e-mail address per call, so journeys never collide with each other or a rerun. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.faithshield.test`;

/** spec 01 §2: /login opens with a 3-second splash; the form is usable once it has gone. */
export async function waitForLoginForm(page: Page) {
  await page.getByTestId('login-splash').waitFor({ state: 'detached', timeout: 10_000 });
  await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
}

export async function logInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await waitForLoginForm(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export const storedSession = (page: Page) =>
  page.evaluate(() => ({
    token: window.localStorage.getItem('token'),
    type: window.localStorage.getItem('type'),
    subscriptions_id: window.localStorage.getItem('subscriptions_id'),
  }));

/** The reset code mailed to `email` (the newest one), read from DATA_DIR/outbox as a person would. */
export async function readResetCode(email: string): Promise<string> {
  const outbox = path.join(dataDir(), 'outbox');
  for (let waited = 0; waited < 5000; waited += 50) {
    const files = (await fs.readdir(outbox).catch(() => [] as string[]))
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .reverse();
    for (const file of files) {
      const eml = await fs.readFile(path.join(outbox, file), 'utf8');
      if (!eml.includes(`To: ${email}`)) continue;
      const code = /reset code is (\d{6})\./.exec(eml)?.[1];
      if (code) return code;
    }
    await sleep(50);
  }
  throw new Error(`no reset code mail for ${email}`);
}
