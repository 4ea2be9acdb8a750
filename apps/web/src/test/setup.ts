import { configure } from '@testing-library/react';

// Screens load their parts lazily and wait for debounces; on a busy 2-core machine (CI runs
// the web, API and browser tests side by side) that takes longer than the library's 1 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no FontFaceSet; text boxes that grow with their text listen to it.
if (typeof document !== 'undefined' && !('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
