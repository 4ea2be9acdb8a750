// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../test/stub-browser';
import { MultiSelectField } from './multi-select-field';

beforeAll(stubBrowser);
afterEach(cleanup);

const TEAM = [
  { value: 'a', label: 'Sam Reyes' },
  { value: 'b', label: 'Ada Obi' },
  { value: 'c', label: 'Lee Park' },
];

let chosen: string[] = [];

function Field({ error }: { error?: string }) {
  const [value, setValue] = useState<string[]>([]);
  chosen = value;
  return (
    <MultiSelectField
      label="Sub users"
      data={TEAM}
      value={value}
      onChange={setValue}
      placeholder="Choose sub users"
      nothingFoundMessage="No sub user of that name"
      error={error}
    />
  );
}

const renderField = (error?: string) =>
  render(
    <MantineProvider>
      <Field error={error} />
    </MantineProvider>,
  );

const box = () => screen.getByRole('combobox', { name: 'Sub users' });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('MultiSelectField', () => {
  it('opens on a click, keeps open while choosing, and offers only what is not chosen', () => {
    renderField();
    expect(optionNames()).toEqual([]);
    fireEvent.click(box());
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual(['Sam Reyes', 'Ada Obi', 'Lee Park']);
    fireEvent.click(screen.getByRole('option', { name: 'Ada Obi' }));
    fireEvent.click(screen.getByRole('option', { name: 'Sam Reyes' }));
    expect(chosen).toEqual(['b', 'a']);
    expect(optionNames()).toEqual(['Lee Park']);
    expect(screen.getByText('Ada Obi')).toBeTruthy();
  });

  it('filters by what is typed and says when nothing matches', () => {
    renderField();
    fireEvent.change(box(), { target: { value: 'par' } });
    expect(optionNames()).toEqual(['Lee Park']);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(chosen).toEqual(['c']);
    fireEvent.change(box(), { target: { value: 'zz' } });
    expect(screen.getByText('No sub user of that name')).toBeTruthy();
  });

  it('removes one chosen person, or all, and shows the error under the field', () => {
    renderField('Please select sub user');
    fireEvent.click(box());
    fireEvent.click(screen.getByRole('option', { name: 'Sam Reyes' }));
    fireEvent.click(screen.getByRole('option', { name: 'Lee Park' }));
    fireEvent.keyDown(box(), { key: 'Escape' });
    // the last chosen goes with Backspace in the empty field (the pills' own buttons are for the mouse)
    fireEvent.keyDown(box(), { key: 'Backspace' });
    expect(chosen).toEqual(['a']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Sub users' }));
    expect(chosen).toEqual([]);
    expect(screen.getByText('Please select sub user')).toBeTruthy();
  });
});
