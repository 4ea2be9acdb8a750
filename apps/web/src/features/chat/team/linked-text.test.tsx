import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText } from './linked-text';

describe('a team message’s text', () => {
  it('makes its web addresses links and keeps markup as text', () => {
    const { container } = render(
      <p>
        <LinkedText text="Roster: https://example.org/roster?week=2. <b>not bold</b>" />
      </p>,
    );
    const link = screen.getByRole('link', { name: 'https://example.org/roster?week=2' });
    expect(link.getAttribute('href')).toBe('https://example.org/roster?week=2');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(container.textContent).toContain('<b>not bold</b>');
    expect(container.querySelector('b')).toBeNull();
  });

  it('leaves javascript: and other schemes as text', () => {
    const { container } = render(
      <p>
        <LinkedText text="javascript:alert(1) and ftp://files" />
      </p>,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('javascript:alert(1) and ftp://files');
  });
});
