import { describe, expect, it } from 'vitest';
import { settledPath, useBrowser } from '../fixtures';
import { screenshotBoth } from '../sub-users/helpers';
import { signedInPage } from '../subscriptions/subscription-helpers';
import { messagesOf, profileOf } from './chat-helpers';

/** spec 02 §2 and §7: 'Share Location' sends the ticked owners a map link to the place of worship. */
describe('Share Location', () => {
  const browser = useBrowser();

  it('reaches the owner ticked, with a map link that opens safely', async () => {
    const ruth = await profileOf('chatOwner');
    const owner = await signedInPage(browser, 'chatOwner', 'phone');
    const david = await signedInPage(browser, 'chatNeighbour', 'desktop');

    await owner.page.goto('/chat');
    const community = owner.page.getByRole('list', { name: 'Owners' });
    await community.getByRole('link', { name: /David Mensah/ }).waitFor();
    await screenshotBoth(owner.page, 'chat-list-community');
    await owner.page.getByRole('button', { name: 'Share Location' }).click();
    const modal = owner.page.getByRole('dialog', { name: 'Share Location' });
    await modal.getByRole('button', { name: 'Share' }).click();
    await modal.getByText('Please select at least one owner').waitFor();
    await modal.getByRole('checkbox', { name: /David Mensah/ }).check();
    await screenshotBoth(owner.page, 'chat-share-location');
    await modal.getByRole('button', { name: 'Share' }).click();
    await owner.page.getByText('Your location has been shared.').waitFor();
    await modal.waitFor({ state: 'detached' });
    expect(await settledPath(owner.page, '/chat')).toBe('/chat');

    // David finds Ruth's message in his community list and opens it.
    await david.page.goto('/chat');
    const row = david.page.getByRole('list', { name: 'Owners' }).getByRole('link', { name: /Ruth Okafor/ });
    await row.getByText(/Our location: Grace Chapel/).waitFor();
    await row.click();
    expect(await settledPath(david.page, `/chat-detail/${ruth.id}`)).toBe(`/chat-detail/${ruth.id}`);
    const link = messagesOf(david.page).getByRole('link', { name: /Grace Chapel, 120 Main St/ });
    // By name and street address: the stored point is only the ZIP code's centre.
    expect(await link.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Grace%20Chapel%2C%20120%20Main%20St%2C%20Nashville%2C%20TN%2037203',
    );
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    await owner.context.close();
    await david.context.close();
  });

  it('shares where the phone is now when the person allows it', async () => {
    const owner = await signedInPage(browser, 'chatOwner', 'phone');
    const david = await signedInPage(browser, 'chatNeighbour', 'desktop');
    await owner.context.grantPermissions(['geolocation']);
    await owner.context.setGeolocation({ latitude: 30.26715, longitude: -97.74306, accuracy: 12 });
    await owner.page.goto('/chat');
    await owner.page.getByRole('button', { name: 'Share Location' }).click();
    const modal = owner.page.getByRole('dialog', { name: 'Share Location' });
    await modal.getByRole('radio', { name: /Where I am now/ }).check();
    await modal.getByText('Location found (within about 12 m).').waitFor();
    await screenshotBoth(owner.page, 'chat-share-current-location');
    await modal.getByRole('checkbox', { name: /David Mensah/ }).check();
    await modal.getByRole('button', { name: 'Share' }).click();
    await owner.page.getByText('Your location has been shared.').waitFor();

    const ruth = await profileOf('chatOwner');
    await david.page.goto(`/chat-detail/${ruth.id}`);
    const link = messagesOf(david.page).getByRole('link', { name: 'Open the map' }).last();
    await expect
      .poll(() => link.getAttribute('href'))
      .toBe('https://www.google.com/maps/search/?api=1&query=30.26715%2C-97.74306');
    await owner.context.close();
    await david.context.close();
  });
});
