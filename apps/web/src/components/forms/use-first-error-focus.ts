import { useEffect, useRef, useState } from 'react';

/**
 * What a form does once submitted, loaded at its first focus or tap like its schema
 * (`lib/lazy-schema.ts`): a form page's first load carries none of it.
 */
export const loadCallFormSubmit = () => import('./call-form-submit');

/**
 * After a failed submit, once its messages are drawn: the first field in error (else the
 * alert) into view and focused, unless the person has already moved the focus themselves (a
 * busy phone can take their next tap and keys before it): then it stays where they put it.
 * `formRef` on the `<form>`, `alertRef` on its alert, `showFirstError()` as the submit fails.
 */
export function useFirstErrorFocus() {
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const focusedAtFailure = useRef<Element | null>(null);
  // Bumped by each failed submit; the effect runs in the commit that draws its errors.
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    if (failures > 0)
      loadCallFormSubmit().then(
        (loaded) => {
          if (document.activeElement !== focusedAtFailure.current) return;
          loaded.focusFirstError(formRef.current, alertRef.current);
        },
        () => undefined,
      );
  }, [failures]);

  const showFirstError = () => {
    focusedAtFailure.current = document.activeElement;
    setFailures((count) => count + 1);
  };
  return { formRef, alertRef, showFirstError };
}
