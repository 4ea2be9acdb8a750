import { createRequire } from 'node:module';
import postcss, { type AcceptedPlugin } from 'postcss';
import { describe, expect, it } from 'vitest';

const { dropDarkScheme } = createRequire(import.meta.url)('./drop-dark-scheme.cjs') as {
  dropDarkScheme: () => AcceptedPlugin;
};

const dropped = async (css: string) =>
  (await postcss([dropDarkScheme()]).process(css, { from: undefined })).css;

describe('the build drops the dark scheme from the styles', () => {
  it('removes a rule of the dark scheme only, however its attribute is quoted', async () => {
    expect(
      await dropped(
        `:root[data-mantine-color-scheme='dark']{--a:1}[data-mantine-color-scheme="dark"] .b{color:red}:where([data-mantine-color-scheme=dark]) .c{color:red}.d{color:blue}`,
      ),
    ).toBe('.d{color:blue}');
  });

  it("keeps a shared rule's other selectors", async () => {
    expect(await dropped(`.e,[data-mantine-color-scheme='dark'] .e{color:red}`)).toBe('.e{color:red}');
  });

  it('keeps the light scheme', async () => {
    const light = `:root[data-mantine-color-scheme='light']{--a:1}`;
    expect(await dropped(light)).toBe(light);
  });
});
