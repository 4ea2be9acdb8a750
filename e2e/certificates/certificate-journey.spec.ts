import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settledPath, useBrowser } from '../fixtures';
import { screenshotBoth } from '../screenshots';
import { pathOf, signedInPage } from '../subscriptions/subscription-helpers';
import { photo, pngOfSize, textNamedPng } from '../test-pictures';

/** 'YYYY-MM-DD', `days` from the machine's today: the browser's day too. */
const dayFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const certificateImage = (page: Page) => page.locator('input[type=file]');
const typeSelect = (page: Page) => page.getByRole('combobox', { name: 'Type', exact: true });

async function chooseType(page: Page, type: string) {
  await typeSelect(page).click();
  await page.getByRole('option', { name: type, exact: true }).click();
}

async function answerDelete(page: Page, answer: 'Yes' | 'No') {
  const dialog = page.getByRole('dialog', { name: 'Delete certificate' });
  await dialog.getByText('Are sure want to delete the certificate ?', { exact: true }).waitFor();
  await dialog.getByRole('button', { name: answer }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * spec 02 §2, §5, §8 and DESIGN.md §4b: a member records a CPR certificate that expires in 20
 * days; their list says so, and their owner finds it on /subuser-certificate, filtered to what
 * needs attention. Every certificate screen, of both areas, at 360 and 1280 px.
 */
describe('certificates of a member and their owner', () => {
  const browser = useBrowser();

  it('a member adds a CPR certificate expiring in 20 days, and the owner sees it', async () => {
    const member = await signedInPage(browser, 'subUser');
    const page = member.page;

    // from their profile to their certificates: none yet
    await page.goto('/subuser-profile');
    await page.getByRole('link', { name: 'Certificates' }).click();
    expect(await settledPath(page, '/subuser-certificates')).toBe('/subuser-certificates');
    await page.getByText('No data found').waitFor();
    await screenshotBoth(page, 'subuser-certificates-empty');

    // the form asks for the type and what it needs, with the spec's words
    await page.getByRole('link', { name: 'Add certificates' }).click();
    expect(await settledPath(page, '/subuser-add-certificate')).toBe('/subuser-add-certificate');
    await page.getByRole('button', { name: 'Add certificate' }).click();
    for (const message of [
      'Please enter type',
      'Please enter licence number',
      'Please enter description',
      'Please select image',
    ])
      await page.getByText(message, { exact: true }).waitFor();
    await chooseType(page, 'Other');
    await page.getByRole('button', { name: 'Add certificate' }).click();
    for (const message of [
      'Please enter certificate title',
      'Please enter issue date',
      'Please enter expiration date',
    ])
      await page.getByText(message, { exact: true }).waitFor();
    await screenshotBoth(page, 'subuser-add-certificate-errors');

    // CPR & First Aid: no title; the licence number as real licences carry it, a character
    // none carries named under the field
    await chooseType(page, 'CPR & First Aid');
    expect(await page.getByLabel('Certificate title').count()).toBe(0);
    const licence = page.getByLabel('Licence number');
    await licence.pressSequentially('AHA#2291');
    await page.getByRole('button', { name: 'Add certificate' }).click();
    await page
      .getByText('Please use only letters, digits, spaces and - / . in the licence number', { exact: true })
      .waitFor();
    await licence.fill('');
    await licence.pressSequentially('AHA-2291-X7');
    expect(await licence.inputValue()).toBe('AHA-2291-X7');
    await page.getByLabel('Issue date').fill(dayFromToday(-345));
    await page.getByLabel('Expiration date').fill(dayFromToday(20));
    await page
      .getByLabel('Description')
      .fill('Adult, child and infant CPR with AED, American Heart Association');

    // the image: JPG or PNG by content, at most 2 MB, each refusal with the spec's toast
    await certificateImage(page).setInputFiles(textNamedPng());
    await page.getByText('Please select a JPG or PNG image.').first().waitFor();
    await certificateImage(page).setInputFiles(await pngOfSize(2 * 1_048_576 + 1));
    await page.getByText('Please select an image file with a size of 2 MB or less.').first().waitFor();
    await certificateImage(page).setInputFiles(await photo('cpr-card.png', 'CPR card', '#0b6e4f'));
    await page.getByRole('button', { name: 'Chosen image cpr-card.png: open full size' }).click();
    await page.getByRole('dialog', { name: 'Chosen image cpr-card.png' }).waitFor();
    await page.keyboard.press('Escape');
    await screenshotBoth(page, 'subuser-add-certificate-filled');
    await page.getByRole('button', { name: 'Add certificate' }).click();
    await page.getByText('The certificate has been added.').first().waitFor();
    expect(await settledPath(page, '/subuser-certificates')).toBe('/subuser-certificates');
    const mine = page.getByRole('list', { name: 'Certificates' });
    await mine.getByText('Expires in 20 days', { exact: true }).waitFor();
    await screenshotBoth(page, 'subuser-certificates-list');

    // view, then edit: success back to their list
    await mine.getByRole('link', { name: 'View CPR & First Aid' }).click();
    expect(pathOf(page)).toMatch(/^\/subuser-view-certificate\/[\w-]+$/);
    const certificateId = pathOf(page).split('/').pop() ?? '';
    await page.getByText('AHA-2291-X7', { exact: true }).waitFor();
    await screenshotBoth(page, 'subuser-view-certificate');
    await page.getByRole('link', { name: 'Edit' }).click();
    expect(await settledPath(page, `/subuser-edit-certificate/${certificateId}`)).toBe(
      `/subuser-edit-certificate/${certificateId}`,
    );
    await expect.poll(() => page.getByLabel('Licence number').inputValue()).toBe('AHA-2291-X7');
    await screenshotBoth(page, 'subuser-edit-certificate');
    await page.getByLabel('Description').fill('Adult, child and infant CPR with AED');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('The certificate has been updated.').first().waitFor();
    expect(await settledPath(page, '/subuser-certificates')).toBe('/subuser-certificates');

    // a second one that needs nothing: FEMA courses ask for no dates
    await page.getByRole('link', { name: 'Add certificates' }).click();
    await chooseType(page, 'FEMA courses');
    expect(await page.getByLabel('Issue date').count()).toBe(0);
    await page.getByLabel('Licence number').fill('100');
    await page.getByLabel('Description').fill('IS-100.C: Introduction to the Incident Command System');
    await certificateImage(page).setInputFiles(await photo('fema.png', 'FEMA IS-100', '#4a3b8f'));
    await page.getByRole('button', { name: 'Add certificate' }).click();
    await page.getByText('The certificate has been added.').first().waitFor();
    await mine.getByText('Valid', { exact: true }).waitFor();
    expect(await mine.getByRole('listitem').count()).toBe(2);

    // the owner: their own list, then the team's, filtered to what needs attention
    const owner = await signedInPage(browser, 'owner1');
    const ownerPage = owner.page;
    await ownerPage.goto('/certificate');
    await ownerPage.getByText('No data found').waitFor();
    await screenshotBoth(ownerPage, 'certificate-empty');
    await ownerPage.getByRole('link', { name: 'Sub user certificates' }).click();
    expect(await settledPath(ownerPage, '/subuser-certificate')).toBe('/subuser-certificate');
    const team = ownerPage.getByRole('list', { name: 'Sub user certificates' });
    const memberName = `Fixture subUser`;
    await team.getByText('Expires in 20 days', { exact: true }).waitFor();
    expect(await team.getByText(memberName, { exact: true }).count()).toBe(2);
    await screenshotBoth(ownerPage, 'subuser-certificate-all');
    await ownerPage.getByRole('button', { name: 'Expiring or expired' }).click();
    await expect.poll(() => team.getByRole('listitem').count()).toBe(1);
    await team.getByText('Expires in 20 days', { exact: true }).waitFor();
    await screenshotBoth(ownerPage, 'subuser-certificate-expiring');

    // the owner views and edits the member's: success back to the team's list
    await team.getByRole('link', { name: `View ${memberName}'s CPR & First Aid` }).click();
    expect(pathOf(ownerPage)).toMatch(new RegExp(`^/view-certificates/${certificateId}/[0-9a-f-]{36}$`));
    const subUserId = pathOf(ownerPage).split('/').pop() ?? '';
    await ownerPage.getByText(memberName, { exact: true }).waitFor();
    await screenshotBoth(ownerPage, 'view-certificates-member');
    await ownerPage.getByRole('link', { name: 'Edit' }).click();
    expect(await settledPath(ownerPage, `/edit-certificates/${certificateId}/${subUserId}`)).toBe(
      `/edit-certificates/${certificateId}/${subUserId}`,
    );
    await expect
      .poll(() => ownerPage.getByLabel('Description').inputValue())
      .toBe('Adult, child and infant CPR with AED');
    await screenshotBoth(ownerPage, 'edit-certificates-member');
    await ownerPage
      .getByLabel('Description')
      .fill('Adult, child and infant CPR with AED (checked by the owner)');
    await ownerPage.getByRole('button', { name: 'Save changes' }).click();
    await ownerPage.getByText('The certificate has been updated.').first().waitFor();
    expect(await settledPath(ownerPage, '/subuser-certificate')).toBe('/subuser-certificate');

    // the owner's own: add, view, edit, delete (No keeps it, Yes removes it)
    await ownerPage.goto('/certificate');
    await ownerPage.getByRole('link', { name: 'Add certificates' }).click();
    expect(await settledPath(ownerPage, '/add-certificate')).toBe('/add-certificate');
    await chooseType(ownerPage, 'Concealed Carry');
    await ownerPage.getByLabel('Licence number').fill('2291034');
    await ownerPage.getByLabel('Issue date').fill(dayFromToday(-30));
    await ownerPage.getByLabel('Expiration date').fill(dayFromToday(-40));
    await ownerPage.getByLabel('Description').fill('Tennessee enhanced handgun carry permit');
    await certificateImage(ownerPage).setInputFiles(await photo('permit.png', 'Carry permit', '#5b3a1a'));
    await ownerPage.getByRole('button', { name: 'Add certificate' }).click();
    await ownerPage.getByText('The expiration date cannot be before the issue date').waitFor();
    await screenshotBoth(ownerPage, 'add-certificate-errors');
    await ownerPage.getByLabel('Expiration date').fill(dayFromToday(700));
    await ownerPage.getByRole('button', { name: 'Add certificate' }).click();
    await ownerPage.getByText('The certificate has been added.').first().waitFor();
    expect(await settledPath(ownerPage, '/certificate')).toBe('/certificate');
    const own = ownerPage.getByRole('list', { name: 'Certificates' });
    await own.getByText('Valid', { exact: true }).waitFor();
    await screenshotBoth(ownerPage, 'certificate-list');
    await own.getByRole('link', { name: 'View Concealed Carry' }).click();
    expect(pathOf(ownerPage)).toMatch(/^\/view-certificate\/[\w-]+$/);
    await screenshotBoth(ownerPage, 'view-certificate');
    await ownerPage.getByRole('link', { name: 'Edit' }).click();
    expect(pathOf(ownerPage)).toMatch(/^\/edit-certificate\/[\w-]+$/);
    await expect.poll(() => ownerPage.getByLabel('Licence number').inputValue()).toBe('2291034');
    await screenshotBoth(ownerPage, 'edit-certificate');
    await ownerPage.getByRole('button', { name: 'Save changes' }).click();
    await ownerPage.getByText('The certificate has been updated.').first().waitFor();
    expect(await settledPath(ownerPage, '/certificate')).toBe('/certificate');
    await own.getByRole('button', { name: 'Delete Concealed Carry' }).click();
    await ownerPage
      .getByRole('dialog', { name: 'Delete certificate' })
      .getByRole('button', { name: 'Yes' })
      .waitFor();
    await ownerPage.waitForTimeout(300); // the modal's opening transition
    await screenshotBoth(ownerPage, 'certificate-delete');
    await answerDelete(ownerPage, 'No');
    expect(await own.getByRole('listitem').count()).toBe(1);
    await own.getByRole('button', { name: 'Delete Concealed Carry' }).click();
    await answerDelete(ownerPage, 'Yes');
    await ownerPage.getByText('The certificate has been deleted.').first().waitFor();
    await ownerPage.getByText('No data found').waitFor();

    // the member removes the FEMA one with the same question
    await page.goto('/subuser-certificates');
    await mine.getByRole('button', { name: 'Delete FEMA courses' }).click();
    await answerDelete(page, 'Yes');
    await expect.poll(() => mine.getByRole('listitem').count()).toBe(1);
    await member.context.close();
    await owner.context.close();
  }, 240_000);
});
