import type { MantineColorsTuple } from '@mantine/core';

/**
 * The brand palette. Shade 7 (buttons, links) gives white text 8:1 and shade 8 (top bar,
 * manifest theme colour) 10:1, well past WCAG AA; Mantine's default blue 6 fails (TOOLING.md).
 */
export const NAVY: MantineColorsTuple = [
  '#ecf2fc',
  '#d6e2f5',
  '#a9c2ea',
  '#7aa0df',
  '#537fd0',
  '#3b6bc4',
  '#2e5db3',
  '#244d99',
  '#1c3f7f',
  '#142f61',
];

export const THEME_COLOR = NAVY[8];
