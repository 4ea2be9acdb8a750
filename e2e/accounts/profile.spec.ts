import { describe, expect, it } from 'vitest';
import { accounts, settledPath, useBrowser, withStoredSession } from '../fixtures';
import { screenshotBoth } from '../screenshots';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const TWO_MB = 2 * 1_048_576;

describe('profile (spec 01 §2, §3, §5, §8)', () => {
  const browser = useBrowser();

  it('refuses a too-large and a wrong-type picture, then saves edits with a good picture and picked addresses', async () => {
    const { page, context } = await browser.newPage();
    const { token, type, subscriptions_id, email } = accounts().profileOwner;
    await withStoredSession(context, { token, type, subscriptions_id });
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(await page.title()).toBe('Profile | Faith Shield');

    // What the profile shows: e-mail read-only, the plan, the links.
    const emailBox = page.getByLabel('Email');
    expect(await emailBox.inputValue()).toBe(email);
    expect(await emailBox.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByTestId('plan-name').textContent()).toBe('Free Trial');
    expect(await page.getByTestId('plan-status').textContent()).toBe('active');
    expect(await page.getByRole('link', { name: 'Change Password' }).getAttribute('href')).toBe(
      '/change-password',
    );
    expect(await page.getByRole('link', { name: 'Certificates' }).getAttribute('href')).toBe('/certificate');

    const picture = page.getByLabel('Profile picture');
    const tooLarge = Buffer.concat([PNG, Buffer.alloc(TWO_MB + 1 - PNG.length)]);
    await picture.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: tooLarge });
    await page.getByText('Please select an image file with a size of 2 MB or less.').waitFor();
    await picture.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('just some text'),
    });
    await page.getByText('Please select a JPG or PNG image.').waitFor();
    expect(await page.getByText('JPG or PNG, up to 2 MB').count()).toBe(1);

    await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Chosen: me.png').waitFor();

    // Required fields are checked before anything is sent.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Please enter mobile number', { exact: true }).waitFor();

    await page.getByLabel('First name').fill('Ruth');
    await page.getByLabel('Mobile number').fill('6155550199.5');
    await pickAddress(page, 'Address', '37203', /Nashville, TN 37203/);
    await page.getByLabel('Area (street)').first().fill('1 Broadway');
    await pickAddress(page, 'Organization address', '37201', /Nashville, TN 37201/);
    await page.getByLabel('Area (street)').nth(1).fill('120 Church St');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your profile has been updated.').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Ruth');
    expect(await page.getByLabel('Mobile number').inputValue()).toBe('6155550199.5');
    expect(await page.getByLabel('Zip code').first().inputValue()).toBe('37203');
    expect(await page.getByLabel('Zip code').nth(1).inputValue()).toBe('37201');
    const avatar = page.getByRole('img', { name: 'Picture of Ruth profileOwner' });
    // a personal picture: a signed, short-lived address, and the browser draws it
    expect(await avatar.getAttribute('src')).toMatch(/^\/uploads\/private\/.+\.png\?expires=\d+&signature=/);
    await expect
      .poll(() =>
        avatar.evaluate(
          (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth,
        ),
      )
      .toBeGreaterThan(0);
    await screenshotBoth(page, 'profile-with-picture');
    await context.close();
  });

  it('shows the support e-mail as a mail link', async () => {
    const { page, context } = await browser.newPage('desktop');
    const { token, type, subscriptions_id } = accounts().owner2;
    await withStoredSession(context, { token, type, subscriptions_id });
    await page.goto('/contact-customer-support');
    expect(await settledPath(page, '/contact-customer-support')).toBe('/contact-customer-support');
    expect(await page.title()).toBe('Customer Support | Faith Shield');
    const link = page.getByRole('link', { name: /@/ });
    expect(await link.getAttribute('href')).toMatch(/^mailto:\S+@\S+/);
    await context.close();
  });
});

async function pickAddress(
  page: import('playwright-core').Page,
  label: string,
  typed: string,
  option: RegExp,
) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill('');
  await box.pressSequentially(typed);
  await page.getByRole('option', { name: option }).click();
  await expect.poll(() => box.inputValue()).toMatch(option);
}
