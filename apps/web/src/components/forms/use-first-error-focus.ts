import { useEffect, useRef, useState } from 'react';
import { focusFirstError } from './focus-first-error';

/**
 * After a failed submit, once its messages are drawn: the first field in error of the form
 * (else its alert) into view and focused. `formRef` on the `<form>`, `alertRef` on its alert.
 */
export function useFirstErrorFocus() {
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // Bumped by each failed submit; the effect runs in the commit that draws its errors.
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    if (failures > 0) focusFirstError(formRef.current, alertRef.current);
  }, [failures]);

  return { formRef, alertRef, showFirstError: () => setFailures((count) => count + 1) };
}
