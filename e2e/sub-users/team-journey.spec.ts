import { describe, expect, it } from 'vitest';
import { logInThroughForm, uniqueEmail } from '../accounts/helpers';
import { settledPath, useBrowser } from '../fixtures';
import { pathOf, signedInPage } from '../subscriptions/subscription-helpers';
import { pickAddress, screenshotBoth } from './helpers';

const MEMBER_PASSWORD = 'Usher#2026a';
const NEW_MEMBER_PASSWORD = 'Usher#2026b';

/**
 * spec 02 §2, §4, §5 and DESIGN.md §4b: the owner builds the team, the member signs in to the
 * sub-user area and keeps their account, and a deleted member's open tab is shut out.
 */
describe('the owner and a sub user', () => {
  const browser = useBrowser();

  it('adds, signs in, edits, changes the password, then is edited and deleted', async () => {
    const owner = await signedInPage(browser, 'owner4');
    const ownerPage = owner.page;
    const email = uniqueEmail('usher');

    // The owner opens the form from the list; the spec's messages show under the fields.
    await ownerPage.goto('/sub-users');
    await ownerPage.getByRole('link', { name: 'Add Sub User' }).click();
    expect(await settledPath(ownerPage, '/add-subuser')).toBe('/add-subuser');
    await ownerPage.getByRole('button', { name: 'Add Sub User' }).click();
    for (const message of [
      'Please enter first name',
      'Please enter last name',
      'Please enter email',
      'Please enter mobile number',
      'Please enter password',
      'Please enter confirm password',
      'Please enter address',
      'Please enter area',
      'Please enter city',
      'Please enter state',
      'Please enter zip code',
    ])
      await ownerPage.getByText(message, { exact: true }).waitFor();
    await screenshotBoth(ownerPage, 'add-subuser-errors');

    // The mobile box takes digits with up to two decimals only.
    const mobile = ownerPage.getByLabel('Mobile number');
    await mobile.pressSequentially('615a555-0142.257');
    expect(await mobile.inputValue()).toBe('6155550142.25');

    await ownerPage.getByLabel('First name').fill('Miriam');
    await ownerPage.getByLabel('Last name').fill('Usher');
    await ownerPage.getByLabel('Email').fill(email);
    await ownerPage.getByLabel(/^Password/).fill('short');
    await ownerPage.getByLabel('Confirm password').fill('other');
    await ownerPage.getByRole('button', { name: 'Add Sub User' }).click();
    await ownerPage.getByText('Password must be 8 character long').waitFor();
    await ownerPage.getByText('Password & confirm password must be same').waitFor();
    await ownerPage.getByLabel(/^Password/).fill(MEMBER_PASSWORD);
    await ownerPage.getByLabel('Confirm password').fill(MEMBER_PASSWORD);
    await pickAddress(ownerPage, 'Address', '37206', /Nashville, TN 37206/);
    await ownerPage.getByLabel('Area (street)').fill('22 Oak Avenue');
    await ownerPage.getByRole('button', { name: 'Add Sub User' }).click();
    await ownerPage.getByText('The sub user has been added.', { exact: false }).waitFor();
    expect(await settledPath(ownerPage, '/subuser')).toBe('/subuser');
    const team = ownerPage.getByRole('list', { name: 'Sub users' });
    await team.getByText('Miriam Usher').waitFor();
    await screenshotBoth(ownerPage, 'sub-users-list');

    // The member signs in in a browser of their own and lands on their dashboard.
    const member = await browser.newPage('phone');
    const memberPage = member.page;
    await logInThroughForm(memberPage, email, MEMBER_PASSWORD);
    expect(await settledPath(memberPage, '/subuser-dashboard')).toBe('/subuser-dashboard');
    await memberPage.getByText('Welcome, Miriam').waitFor();
    expect(await memberPage.getByTestId('organisation-name').textContent()).toBe('Fixture Chapel 4');
    await memberPage
      .getByRole('region', { name: 'Recommendation' })
      .getByRole('link', { name: /Perimeter and Parking/ })
      .waitFor();
    // a new member is on no event yet
    await memberPage.getByRole('region', { name: 'Upcoming Events' }).getByText('No data found').waitFor();
    // the resource hub's carousel (e2e/content)
    await memberPage.getByRole('region', { name: 'Newest resources' }).waitFor();
    await screenshotBoth(memberPage, 'subuser-dashboard');
    await screenshotBoth(memberPage, 'subuser-side-menu', async (page) => {
      const open = page.getByRole('button', { name: 'Open menu' });
      if (await open.isVisible()) {
        await open.click();
        await page.getByRole('dialog').getByRole('link', { name: 'Resource Hub' }).waitFor();
        await page.waitForTimeout(300);
      }
    });
    await memberPage.keyboard.press('Escape');

    // Their profile: own fields editable, e-mail and organisation read-only.
    await memberPage
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Profile' })
      .click();
    expect(await settledPath(memberPage, '/subuser-profile')).toBe('/subuser-profile');
    const emailBox = memberPage.getByLabel('Email');
    expect(await emailBox.inputValue()).toBe(email);
    expect(await emailBox.getAttribute('readonly')).not.toBeNull();
    expect(await memberPage.getByLabel('Organization name').inputValue()).toBe('Fixture Chapel 4');
    expect(await memberPage.getByLabel('Organization name').getAttribute('readonly')).not.toBeNull();
    expect(await memberPage.getByRole('link', { name: 'Change Password' }).getAttribute('href')).toBe(
      '/subuser-change-password',
    );
    expect(await memberPage.getByRole('link', { name: 'Certificates' }).getAttribute('href')).toBe(
      '/subuser-certificates',
    );
    expect(await memberPage.getByRole('textbox', { name: 'Zip code', exact: true }).inputValue()).toBe(
      '37206',
    );
    await screenshotBoth(memberPage, 'subuser-profile');
    await memberPage.getByLabel('Mobile number').fill('6155550199');
    await memberPage.getByRole('button', { name: 'Save changes' }).click();
    await memberPage.getByText('Your profile has been updated.').waitFor();
    expect(pathOf(memberPage)).toBe('/subuser-profile');

    // Their password: success leads back to their profile.
    await memberPage.getByRole('link', { name: 'Change Password' }).click();
    expect(await settledPath(memberPage, '/subuser-change-password')).toBe('/subuser-change-password');
    await screenshotBoth(memberPage, 'subuser-change-password');
    await memberPage.getByLabel('Old password').fill(MEMBER_PASSWORD);
    await memberPage.getByLabel('New password', { exact: true }).fill(NEW_MEMBER_PASSWORD);
    await memberPage.getByLabel('Re-enter new password').fill(NEW_MEMBER_PASSWORD);
    await memberPage.getByRole('button', { name: 'Change Password' }).click();
    await memberPage.getByText('Your password has been changed.').waitFor();
    expect(await settledPath(memberPage, '/subuser-profile')).toBe('/subuser-profile');

    // The owner edits the member without touching the password.
    await team.getByRole('link', { name: 'Edit Miriam Usher' }).click();
    expect(pathOf(ownerPage)).toMatch(/^\/edit-subuser\/[\w-]+$/);
    const lastName = ownerPage.getByLabel('Last name');
    await expect.poll(() => lastName.inputValue()).toBe('Usher');
    expect(await ownerPage.getByLabel('Mobile number').inputValue()).toBe('6155550199');
    await screenshotBoth(ownerPage, 'edit-subuser');
    await lastName.fill('Usher-Grant');
    await ownerPage.getByRole('button', { name: 'Save changes' }).click();
    await ownerPage.getByText('The sub user has been updated.').waitFor();
    expect(await settledPath(ownerPage, '/subuser')).toBe('/subuser');
    await team.getByText('Miriam Usher-Grant').waitFor();

    // Delete: No keeps the member, Yes removes them.
    await team.getByRole('button', { name: 'Delete Miriam Usher-Grant' }).click();
    const modal = ownerPage.getByRole('dialog');
    await modal.getByText('Are you sure you want to delete Miriam Usher-Grant?', { exact: false }).waitFor();
    await modal.getByRole('button', { name: 'No' }).click();
    await modal.waitFor({ state: 'detached' });
    expect(await team.getByText('Miriam Usher-Grant').count()).toBe(1);
    await team.getByRole('button', { name: 'Delete Miriam Usher-Grant' }).click();
    await ownerPage.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await ownerPage.getByText('The sub user has been deleted.').waitFor();
    await expect.poll(() => ownerPage.getByText('Miriam Usher-Grant').count()).toBe(0);

    // The member's open tab: its next call is refused and it goes to /login.
    await memberPage
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    expect(await settledPath(memberPage, '/login')).toBe('/login');
    await logInThroughForm(memberPage, email, NEW_MEMBER_PASSWORD);
    await memberPage.getByRole('alert').waitFor();
    expect(pathOf(memberPage)).toBe('/login');

    await owner.context.close();
    await member.context.close();
  }, 120_000);
});
