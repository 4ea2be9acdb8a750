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
    expect(await link.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=36.1504%2C-86.7916',
    );
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    await owner.context.close();
    await david.context.close();
  });
});
