// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { OtpBoxes } from './otp-boxes';

beforeAll(stubBrowser);
afterEach(cleanup);

function Harness() {
  const [code, setCode] = useState('');
  return (
    <MantineProvider>
      <OtpBoxes value={code} onChange={setCode} />
      <output aria-label="code">{code}</output>
    </MantineProvider>
  );
}

const boxes = () => Array.from({ length: 6 }, (_, index) => screen.getByLabelText(`Digit ${index + 1} of 6`));
const code = () => screen.getByLabelText('code').textContent;

describe('OTP boxes (spec 01 §2, §5)', () => {
  it('has six boxes, each holding one character', () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    const [first] = boxes();
    fireEvent.change(first as HTMLElement, { target: { value: '47' } });
    expect((boxes()[0] as HTMLInputElement).value).toHaveLength(1);
  });

  it('moves to the next box as a digit is typed', () => {
    render(<Harness />);
    const [first, second] = boxes();
    first?.focus();
    fireEvent.change(first as HTMLElement, { target: { value: '4' } });
    expect(document.activeElement).toBe(second);
    fireEvent.change(second as HTMLElement, { target: { value: '2' } });
    expect(document.activeElement).toBe(boxes()[2]);
    expect(code()).toBe('42');
  });

  it('goes back a box on Backspace in an empty box', () => {
    render(<Harness />);
    const [first, second] = boxes();
    fireEvent.change(first as HTMLElement, { target: { value: '4' } });
    second?.focus();
    fireEvent.keyDown(second as HTMLElement, { key: 'Backspace' });
    expect(document.activeElement).toBe(first);
  });

  it('fills all six from a pasted code', () => {
    render(<Harness />);
    const [first] = boxes();
    fireEvent.paste(first as HTMLElement, { clipboardData: { getData: () => '123456' } });
    expect(code()).toBe('123456');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('ignores what is not a digit', () => {
    render(<Harness />);
    const [first] = boxes();
    fireEvent.change(first as HTMLElement, { target: { value: 'a' } });
    expect(code()).toBe('');
  });
});
