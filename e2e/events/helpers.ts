import type { Event } from '@faith-shield/contract/events/event-fields';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { FixtureName } from '../seed-accounts';
import { callAs } from '../subscriptions/subscription-helpers';

const pad = (value: number) => String(value).padStart(2, '0');

/** A day `days` from today in the browser's (and this machine's) time zone, as a date input takes it. */
export const localDay = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** A date row of add_event in UTC, starting at `start`, `hours` long. */
export const utcRow = (start: Date, hours = 2) => {
  const end = new Date(start.getTime() + hours * 3_600_000);
  const date = (at: Date) => at.toISOString().slice(0, 10);
  const time = (at: Date) => at.toISOString().slice(11, 16);
  return { start_date: date(start), start_time: time(start), end_date: date(end), end_time: time(end) };
};

/** Adds events straight through the API, as the owner `who`. */
export async function addEventAs(who: FixtureName, fields: Record<string, string>) {
  const answer = await callAs<Event[]>(who, 'add_event', fields);
  if (answer.status !== 1 || !answer.data) throw new Error(`add_event failed: ${answer.message}`);
  return answer.data;
}

/** A real PNG picture, as a person would pick from their phone. */
export const pngFile = async () => ({
  name: 'vigil.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 360, channels: 3, background: '#27466f' } })
    .png()
    .toBuffer(),
});

/** Picks options of a Mantine select or multi-select by their names. */
export async function choose(page: Page, label: string, options: string[]) {
  const box = page.getByRole('combobox', { name: label });
  for (const option of options) {
    await box.click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}
