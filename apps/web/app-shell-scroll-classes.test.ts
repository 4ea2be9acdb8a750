import { RemoveScroll } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { SCROLL_CLASS_NAMES } from './app-shell-scroll-classes.ts';

describe('the AppShell sections’ scroll-lock class names', () => {
  it('are the ones react-remove-scroll styles while a modal locks the page', () => {
    expect(SCROLL_CLASS_NAMES).toEqual({
      fullWidth: RemoveScroll.classNames.fullWidth,
      zeroRight: RemoveScroll.classNames.zeroRight,
    });
  });
});
