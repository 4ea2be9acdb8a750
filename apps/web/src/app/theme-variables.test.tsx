import { describe, expect, it } from 'vitest';
import { themeVariablesCss } from './theme-variables';

describe('the theme’s CSS variables, written into every page', () => {
  it('holds the brand palette and our readable error and placeholder colours', () => {
    const css = themeVariablesCss();
    expect(css).toMatch(/^:root, :host\{/);
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-navy-filled)');
    expect(css).toContain('--mantine-color-navy-7:');
    expect(css).toContain('--mantine-color-error: var(--mantine-color-red-8)');
    expect(css).toContain('--mantine-color-placeholder: var(--mantine-color-gray-6)');
  });
});
