import { useState } from 'react';

/**
 * The state of the console's signed-out forms (sign-in, set-up): fields, the server's messages
 * per field and for the form, and whether a request is on its way.
 */
export function useSignedOutForm<F extends Record<string, string>>(initial: F) {
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  /** Value, error and change handler of one field, to spread on its input. */
  const field = (name: keyof F & string) => ({
    value: fields[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      // read now: the updater runs after the event is gone
      const { value } = event.currentTarget;
      setFields((all) => ({ ...all, [name]: value }));
    },
  });
  /** Shows a failed answer: its field messages and its message. */
  const showRefusal = (answer: { message: string; errors?: Record<string, string> | undefined }) => {
    setErrors(answer.errors ?? {});
    setAlert(answer.message);
  };
  return { fields, setFields, errors, setErrors, alert, setAlert, pending, setPending, field, showRefusal };
}
