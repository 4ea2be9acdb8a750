// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { knownLazy, loadKnown } from './known-lazy';

afterEach(cleanup);

const moduleOf = (text: string) => ({ default: () => <p>{text}</p> });

describe('knownLazy', () => {
  it('draws a module loaded beforehand in the first render, without its fallback', async () => {
    const load = () => Promise.resolve(moduleOf('known'));
    await loadKnown(load);
    const Known = knownLazy(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Known />
      </Suspense>,
    );
    expect(screen.getByText('known')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends as React.lazy does for a module not yet loaded', async () => {
    const Later = knownLazy(() => Promise.resolve(moduleOf('later')));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Later />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => undefined);
    expect(await screen.findByText('later')).toBeTruthy();
  });
});
