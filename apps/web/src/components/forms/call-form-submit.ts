import type { Envelope } from '@faith-shield/contract/shared/envelope';
import type { FormErrors } from '@mantine/form';
import { showSuccess } from '../ui/toast';

// An input Mantine draws with an error says so; a field of its own (an image drop area, a
// group of checkboxes) shows only the message, which Mantine marks with its static class.
const IN_ERROR = '[aria-invalid="true"], .mantine-InputWrapper-error';
const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]';

/**
 * Brings the first field in error of a form into the middle of the screen, where a signed-in
 * shell's fixed header and bar never cover it, and focuses it; with none, the form's alert.
 */
export const focusFirstError = (form: HTMLElement | null, alert: HTMLElement | null) => {
  const hit = form?.querySelector(IN_ERROR);
  const target = hit ? (hit.closest<HTMLElement>('.mantine-InputWrapper-root') ?? hit.parentElement) : alert;
  if (!target) return;
  target.scrollIntoView?.({ block: 'center' });
  for (const element of [target, ...target.querySelectorAll<HTMLElement>(FOCUSABLE)]) {
    element.focus({ preventScroll: true });
    if (document.activeElement === element) return;
  }
};

export type Sending<Sent, Data> = {
  send: (values: Sent) => Promise<Envelope<Data>>;
  check?: (values: Sent) => FormErrors;
  fieldErrors?: (errors: Record<string, string>) => FormErrors;
  onRefusal?: (message: string) => void;
  confirmation?: string | false;
  onSuccess?: (answer: Envelope<Data> & { status: 1; data: Data }, values: Sent) => void;
  setAlert: (message: string | null) => void;
  setIsPending: (isPending: boolean) => void;
  fail: (errors: FormErrors) => void;
};

/** A valid form's submit, for `useCallForm`: its own checks, the call, then what the answer says. */
export async function sendCallForm<Sent, Data>(values: Sent, sending: Sending<Sent, Data>) {
  const { send, check, fieldErrors, onRefusal, confirmation, onSuccess, setAlert, setIsPending, fail } =
    sending;
  const own = check?.(values) ?? {};
  if (Object.keys(own).length > 0) return fail(own);
  setAlert(null);
  setIsPending(true);
  const answer = await send(values).finally(() => setIsPending(false));
  if (answer.status !== 1) {
    const errors = answer.errors ?? {};
    if (onRefusal) onRefusal(answer.message);
    else setAlert(answer.message);
    return fail(fieldErrors ? fieldErrors(errors) : errors);
  }
  if (confirmation !== false) showSuccess(answer.message || confirmation || '');
  onSuccess?.(answer as Envelope<Data> & { status: 1; data: Data }, values);
}
