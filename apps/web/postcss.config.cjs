// Mantine's PostCSS preset; breakpoint variables mirror src/app/theme.ts (contract BREAKPOINTS, in em).
const { dropDarkScheme } = require('./drop-dark-scheme.cjs');

module.exports = {
  plugins: [
    require('postcss-preset-mantine')(),
    require('postcss-simple-vars')({
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '87.5em',
      },
    }),
    dropDarkScheme(),
  ],
};
