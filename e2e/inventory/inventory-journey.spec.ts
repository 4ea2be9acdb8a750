import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, settledPath, useBrowser } from '../fixtures';
import { screenshotBoth } from '../screenshots';
import { pathOf, signedInPage } from '../subscriptions/subscription-helpers';
import { photo, textNamedPng } from '../test-pictures';

const REQUIRED_MESSAGES = [
  'Please select image',
  'Please enter title',
  'Please enter price',
  'Please enter location',
  'Please enter model number',
  'Please enter serial number',
];

const itemImage = (page: Page) => page.locator('input[type=file]');
const list = (page: Page) => page.getByRole('list', { name: 'Inventory items' });

async function chooseLocation(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Location', exact: true }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

/**
 * spec 02 §2, §5 and DESIGN.md §4b: an owner on the Basic plan keeps the equipment inventory —
 * adds, searches, edits, shares the view link (opened without signing in) and deletes.
 */
describe('the owner’s inventory', () => {
  const browser = useBrowser();

  it('adds, searches, edits, shares and deletes an item', async () => {
    const { page, context } = await signedInPage(browser, 'owner2');
    // the device's share sheet, as a phone has it: what it was handed is kept to look at
    await context.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { sharedItems: shared });
      Object.defineProperty(navigator, 'share', {
        value: async (data: unknown) => {
          shared.push(data);
        },
      });
    });

    await page.goto('/manage-inventory');
    await page.getByText('No data found').waitFor();
    expect(await page.title()).toBe('Manage Inventory | Faith Shield');
    await screenshotBoth(page, 'manage-inventory-empty');

    // the form answers every field with the spec's message
    await page.getByRole('link', { name: 'Add new' }).click();
    expect(await settledPath(page, '/add-inventory')).toBe('/add-inventory');
    await page.getByRole('button', { name: 'Add item' }).click();
    for (const message of REQUIRED_MESSAGES) await page.getByText(message, { exact: true }).waitFor();
    await screenshotBoth(page, 'add-inventory-errors');

    // a text file named .png is refused by its content; a real photo shows as a thumbnail
    await itemImage(page).setInputFiles(textNamedPng());
    await page.getByText('Please select a JPG or PNG image.').first().waitFor();
    await itemImage(page).setInputFiles(await photo('radio.png', 'Handheld radio'));
    await page.getByRole('button', { name: 'Chosen image radio.png: open full size' }).waitFor();

    await page.getByLabel('Title').fill('Handheld radio');
    const price = page.getByRole('textbox', { name: 'Price' });
    await price.pressSequentially('149.999');
    expect(await price.inputValue()).toBe('149.99');
    // a new location, added from the location select and chosen
    await chooseLocation(page, '+ Add a new location');
    await page.getByLabel('New location').fill('Fellowship Hall');
    await page.getByRole('button', { name: 'Add location' }).click();
    await page.getByText('The location has been added.').first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Location', exact: true }).inputValue()).toBe(
      'Fellowship Hall',
    );
    await page.getByLabel('Model number').fill('TK-3402U16P');
    await page.getByLabel('Serial number').fill('SN-000142');
    await screenshotBoth(page, 'add-inventory-filled');
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByText('The item has been added.').first().waitFor();
    expect(await settledPath(page, '/manage-inventory')).toBe('/manage-inventory');
    await list(page).getByText('Handheld radio').waitFor();

    // a second item, at a seeded location
    await page.getByRole('link', { name: 'Add new' }).click();
    await itemImage(page).setInputFiles(await photo('aed.png', 'AED cabinet', '#7a1f1f'));
    await page.getByLabel('Title').fill('AED cabinet');
    await page.getByRole('textbox', { name: 'Price' }).fill('1499');
    await chooseLocation(page, 'Lobby');
    await page.getByLabel('Model number').fill('ZOLL-AED-3');
    await page.getByLabel('Serial number').fill('AED-7781');
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByText('The item has been added.').first().waitFor();
    await list(page).getByText('AED cabinet').waitFor();
    expect(await list(page).getByRole('listitem').count()).toBe(2);
    await screenshotBoth(page, 'manage-inventory-list');

    // search: title, location, serial number, ignoring case
    const search = page.getByRole('searchbox', { name: 'Search inventory' });
    for (const [keyword, expected] of [
      ['aed', ['AED cabinet']],
      ['FELLOWSHIP', ['Handheld radio']],
      ['sn-0001', ['Handheld radio']],
      ['nothing like it', []],
    ] as const) {
      await search.fill(keyword);
      await expect
        .poll(async () =>
          expected.length === 0
            ? page.getByText('No data found').count()
            : list(page).getByRole('listitem').count(),
        )
        .toBe(expected.length === 0 ? 1 : expected.length);
      for (const title of expected) await list(page).getByText(title).waitFor();
    }
    await search.fill('aed');
    await list(page).getByText('AED cabinet').waitFor();
    await screenshotBoth(page, 'manage-inventory-search');
    await search.fill('');
    await expect.poll(() => list(page).getByRole('listitem').count()).toBe(2);

    // edit: 'Edit inventory', the fields as saved, a new price
    await page.getByRole('link', { name: 'Edit Handheld radio' }).click();
    expect(pathOf(page)).toMatch(/^\/edit-inventory\/[\w-]{22}$/);
    const itemId = pathOf(page).split('/').pop() ?? '';
    await page.getByRole('heading', { level: 1, name: 'Edit inventory' }).waitFor();
    await expect.poll(() => page.title()).toBe('Edit inventory | Faith Shield');
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('Handheld radio');
    expect(await page.getByRole('combobox', { name: 'Location', exact: true }).inputValue()).toBe(
      'Fellowship Hall',
    );
    expect(await page.getByRole('textbox', { name: 'Price' }).inputValue()).toBe('149.99');
    await screenshotBoth(page, 'edit-inventory');
    await page.getByRole('textbox', { name: 'Price' }).fill('129.5');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('The item has been updated.').first().waitFor();
    expect(await settledPath(page, '/manage-inventory')).toBe('/manage-inventory');
    await list(page).getByText('$129.50 · Fellowship Hall').waitFor();

    // share: the device's share sheet gets the view URL
    const viewUrl = `${baseUrl()}/view-inventory/${itemId}`;
    await page.getByRole('button', { name: 'Share Handheld radio' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedItems: { url: string }[] }).sharedItems))
      .toEqual([{ title: 'Handheld radio', text: 'Handheld radio', url: viewUrl }]);

    // where there is no share sheet, the link is copied
    const desk = await signedInPage(browser, 'owner2', 'desktop');
    await desk.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await desk.page.goto('/manage-inventory');
    expect(await desk.page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await desk.page.getByRole('button', { name: 'Share Handheld radio' }).click();
    await desk.page.getByText('Link copied. Anyone with the link can see this item.').first().waitFor();
    expect(await desk.page.evaluate(() => navigator.clipboard.readText())).toBe(viewUrl);
    await desk.context.close();

    // the link opens without signing in: the view's fields, the picture full size on a tap
    const visitor = await browser.newPage('phone');
    await visitor.page.goto(viewUrl);
    await visitor.page.getByRole('heading', { level: 1, name: 'Handheld radio' }).waitFor();
    await expect.poll(() => visitor.page.title()).toBe('View Inventory | Faith Shield');
    for (const text of [
      'Inventory of Fixture Chapel 2',
      '$129.50',
      'Fellowship Hall',
      'TK-3402U16P',
      'SN-000142',
    ])
      await visitor.page.getByText(text, { exact: true }).waitFor();
    expect(await visitor.page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await screenshotBoth(visitor.page, 'view-inventory-public');
    await visitor.page.getByRole('button', { name: 'Photo of Handheld radio: open full size' }).click();
    await visitor.page.getByRole('dialog', { name: 'Photo of Handheld radio' }).waitFor();
    await screenshotBoth(visitor.page, 'view-inventory-full-size');
    await visitor.page.keyboard.press('Escape');

    // the owner's own view keeps their menu and bottom bar, the way back and to edit
    await page.getByRole('link', { name: 'View Handheld radio' }).click();
    expect(await settledPath(page, `/view-inventory/${itemId}`)).toBe(`/view-inventory/${itemId}`);
    await page.getByRole('link', { name: 'Edit' }).waitFor();
    await page.getByRole('navigation', { name: 'Quick links' }).waitFor();
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(1);
    await screenshotBoth(page, 'view-inventory-owner');
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await settledPath(page, '/manage-inventory')).toBe('/manage-inventory');

    // delete: No keeps it, Yes removes it, and its link stops answering
    await page.getByRole('button', { name: 'Delete Handheld radio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete item' });
    await dialog.getByText('Are you sure you want to delete Handheld radio?').waitFor();
    await screenshotBoth(page, 'manage-inventory-delete');
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await list(page).getByText('Handheld radio').count()).toBe(1);
    await page.getByRole('button', { name: 'Delete Handheld radio' }).click();
    await page.getByRole('dialog', { name: 'Delete item' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText('The item has been deleted.').first().waitFor();
    await expect.poll(() => list(page).getByText('Handheld radio').count()).toBe(0);
    await visitor.page.reload();
    await visitor.page.getByText('This item was not found.', { exact: false }).waitFor();
    await screenshotBoth(visitor.page, 'view-inventory-deleted');
    await visitor.context.close();

    // locations (decision 018): renamed from the form's 'Manage locations'; one that holds an
    // item is removed only by moving the item elsewhere
    await page.getByRole('link', { name: 'Add new' }).click();
    await page.getByRole('button', { name: 'Manage locations' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage locations' });
    await manage.getByRole('list', { name: 'Locations' }).getByText('Fellowship Hall').waitFor();
    await screenshotBoth(page, 'manage-locations');
    await manage.getByRole('button', { name: 'Rename Office' }).click();
    await manage.getByLabel('New name for Office').fill('Church office');
    await manage.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('The location has been renamed.').first().waitFor();
    await manage.getByText('Church office', { exact: true }).waitFor();
    await manage.getByRole('button', { name: 'Remove Lobby' }).click();
    await manage.getByText('Are you sure you want to remove Lobby?').waitFor();
    await manage.getByRole('button', { name: 'Yes, remove' }).click();
    await manage.getByText('Lobby holds 1 item. Choose where to move it before removing Lobby.').waitFor();
    await manage.getByRole('combobox', { name: 'Move its items to' }).click();
    await manage.getByRole('option', { name: 'Storage', exact: true }).click();
    await screenshotBoth(page, 'manage-locations-move');
    await manage.getByRole('button', { name: 'Move items and remove' }).click();
    await page.getByText('The location has been removed. 1 item was moved to Storage.').first().waitFor();
    await expect.poll(() => manage.getByText('Lobby', { exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await manage.waitFor({ state: 'hidden' });
    await page.getByRole('combobox', { name: 'Location', exact: true }).click();
    await page.getByRole('option', { name: 'Church office', exact: true }).waitFor();
    expect(await page.getByRole('option', { name: 'Lobby', exact: true }).count()).toBe(0);
    await page.goto('/manage-inventory');
    await list(page)
      .getByText(/· Storage$/)
      .waitFor();
    await context.close();
  }, 240_000);
});
