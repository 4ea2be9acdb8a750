// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../test/stub-browser';
import { AddressFields } from './address-fields';
import { ORGANISATION_ADDRESS_NAMES } from './address-names';

const SUGGESTION = {
  id: 'us-zip:37201',
  placeId: 'us-zip:37201',
  description: 'Nashville, TN 37201, USA',
  main_text: 'Nashville, TN 37201',
  secondary_text: 'USA',
};
const DETAILS = {
  zip_code: '37201',
  area: '',
  city: 'Nashville',
  state: 'TN',
  lat: '36.1657',
  long: '-86.7781',
};

const fetchMock = vi.fn<typeof fetch>();
const bodiesOf = (name: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === `/api/${name}`)
    .map(([, init]) => Object.fromEntries(init?.body as URLSearchParams));

let values: Record<string, string> = {};

// jsdom does not run the dropdown's open transition, so the list counts as hidden here; the
// browser journeys (e2e/accounts) pick from the visible list.
const findOption = () => screen.findByRole('option', { name: SUGGESTION.description, hidden: true });
// Found afresh each time: the suggestions' input takes over from a stand-in on first use.
const addressBox = () => screen.getByRole<HTMLInputElement>('combobox', { name: /Organization address/ });

function Harness() {
  const form = useForm({
    initialValues: {
      worship_address: '',
      area: '12 Old Rd',
      city: '',
      state: '',
      zip_code: '',
      lat: '',
      long: '',
    },
  });
  values = form.getValues();
  return <AddressFields form={form} addressLabel="Organization address" names={ORGANISATION_ADDRESS_NAMES} />;
}

const renderPicker = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <Harness />
      </MantineProvider>
    </QueryClientProvider>,
  );

beforeEach(() => {
  stubBrowser();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const data = String(url).endsWith('address_suggestions') ? [SUGGESTION] : DETAILS;
    return new Response(JSON.stringify({ status: 1, message: 'Addresses', data }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('address picker (spec 01 §3, §7)', () => {
  it('asks for suggestions once typing pauses for 200 ms', async () => {
    renderPicker();
    const box = screen.getByRole('combobox', { name: /Organization address/ });
    box.focus();
    for (const text of ['3', '37', '372', '3720', '37201'])
      fireEvent.change(box, { target: { value: text } });
    expect(bodiesOf('address_suggestions')).toHaveLength(0);
    await findOption();
    expect(bodiesOf('address_suggestions').map((body) => body.query)).toEqual(['37201']);
  });

  it('fills city, state, zip and the coordinates from the chosen suggestion, keeping the street', async () => {
    renderPicker();
    const box = screen.getByRole('combobox', { name: /Organization address/ });
    box.focus();
    fireEvent.change(box, { target: { value: '37201' } });
    fireEvent.click(await findOption());
    await waitFor(() => expect(values.city).toBe('Nashville'));
    expect(values).toEqual({
      worship_address: SUGGESTION.description,
      area: '12 Old Rd',
      city: 'Nashville',
      state: 'TN',
      zip_code: '37201',
      lat: '36.1657',
      long: '-86.7781',
    });
    expect(bodiesOf('address_details').map((body) => body.placeId)).toEqual([SUGGESTION.placeId]);
    expect((screen.getByLabelText(/Area \(street\)/) as HTMLInputElement).value).toBe('12 Old Rd');
  });

  it('forgets the coordinates when the address line is typed over', async () => {
    renderPicker();
    const box = screen.getByRole('combobox', { name: /Organization address/ });
    box.focus();
    fireEvent.change(box, { target: { value: '37201' } });
    fireEvent.click(await findOption());
    await waitFor(() => expect(values.lat).toBe('36.1657'));
    fireEvent.change(addressBox(), { target: { value: 'Somewhere else' } });
    expect(values.lat).toBe('');
    expect(values.long).toBe('');
  });

  it('keeps the focus and the caret when the suggestions take over the field', async () => {
    renderPicker();
    addressBox().focus();
    fireEvent.change(addressBox(), { target: { value: '37201' } });
    addressBox().setSelectionRange(2, 2);
    await findOption();
    expect(document.activeElement).toBe(addressBox());
    expect(addressBox().value).toBe('37201');
    expect(addressBox().selectionStart).toBe(2);
  });
});
