// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { clearSession, setSession } from '../../../lib/session';
import { stubBrowser } from '../../../test/stub-browser';
import { CertificateForm } from './certificate-form';

const onSave = vi.fn(async () => ({ status: 1 as const, message: 'The certificate has been added.' }));

const open = () => {
  window.history.replaceState(null, '', '/subuser-add-certificate');
  render(
    <Providers>
      <BrowserRouter>
        <CertificateForm kind="add" listPath="/subuser-certificates" onSave={onSave} />
      </BrowserRouter>
    </Providers>,
  );
};

const chooseType = async (type: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: 'Type' }));
  fireEvent.click(await screen.findByRole('option', { name: type, hidden: true }));
};

beforeAll(() => {
  stubBrowser();
  // the type list scrolls its chosen option into view
  Element.prototype.scrollIntoView = () => {};
});
beforeEach(() => setSession({ token: 'member-token', type: 2, subscriptionsId: 1 }));
afterEach(() => {
  cleanup();
  onSave.mockClear();
  clearSession();
});

describe('the certificate form (spec 02 §2, §5)', () => {
  it('asks for the type first, and shows the fields each type needs', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Add certificate' }));
    for (const message of [
      'Please enter type',
      'Please enter licence number',
      'Please enter description',
      'Please select image',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByLabelText(/Issue date/)).toBeNull();

    await chooseType('Other');
    expect(screen.getByLabelText(/Certificate title/)).toBeTruthy();
    expect(screen.getByLabelText(/Issue date/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add certificate' }));
    for (const message of [
      'Please enter certificate title',
      'Please enter issue date',
      'Please enter expiration date',
    ])
      expect(await screen.findByText(message)).toBeTruthy();

    await chooseType('FEMA courses');
    await waitFor(() => expect(screen.queryByLabelText(/Issue date/)).toBeNull());
    expect(screen.queryByLabelText(/Certificate title/)).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps a licence number as real licences carry it, and names a character none carries', async () => {
    open();
    const licence = screen.getByLabelText(/Licence number/) as HTMLInputElement;
    fireEvent.change(licence, { target: { value: 'AHA-2291-X7' } });
    expect(licence.value).toBe('AHA-2291-X7');
    fireEvent.change(licence, { target: { value: 'AHA#2291' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add certificate' }));
    expect(
      await screen.findByText('Please use only letters, digits, spaces and - / . in the licence number'),
    ).toBeTruthy();
  });
});
