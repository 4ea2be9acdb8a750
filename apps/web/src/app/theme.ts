import { BREAKPOINTS } from '@faith-shield/contract/shared/constants';
import {
  type ButtonProps,
  type CSSVariablesResolver,
  createTheme,
  type InputProps,
  type MantineColorsTuple,
  rem,
} from '@mantine/core';
import { NAVY } from './theme-colors';

const em = (px: number) => `${px / 16}em`;

// Mantine's gray 6 (#868e96, dimmed text) is 3.3:1 on white; #5c636b reads at 6:1.
const GRAY: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#5c636b',
  '#495057',
  '#343a40',
  '#212529',
];

// DESIGN.md §5: touch targets of at least 44 px; 16 px input text also stops iOS zooming in.
const TOUCH_HEIGHT = rem(44);
const isDefaultSize = (size: unknown) => size === undefined || size === 'sm' || size === 'md';

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 7, dark: 4 },
  colors: { navy: NAVY, gray: GRAY },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Mantine names five steps xs–xl; the spec's sm–xxl (spec 01 §9) are the same widths one name up.
  breakpoints: {
    xs: em(BREAKPOINTS.sm),
    sm: em(BREAKPOINTS.md),
    md: em(BREAKPOINTS.lg),
    lg: em(BREAKPOINTS.xl),
    xl: em(BREAKPOINTS.xxl),
  },
  // Plain objects rather than Button.extend(...): extend would pull each component (and what it
  // imports) into the entry chunk.
  components: {
    Button: {
      vars: (_theme: unknown, props: ButtonProps) => ({
        root: isDefaultSize(props.size) ? { '--button-height': TOUCH_HEIGHT } : {},
      }),
    },
    Input: {
      vars: (_theme: unknown, props: InputProps) => ({
        wrapper: isDefaultSize(props.size) ? { '--input-height': TOUCH_HEIGHT, '--input-fz': rem(16) } : {},
      }),
    },
    NavLink: { styles: { root: { minHeight: TOUCH_HEIGHT } } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Mantine's placeholder gray 5 is 2:1 on white; gray 6 keeps hints legible. Its error red 6
  // is 3.3:1, below WCAG AA for the field messages under every input; red 8 reads at 5.6:1.
  light: {
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
