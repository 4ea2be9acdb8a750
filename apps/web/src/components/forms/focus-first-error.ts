const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]';

// An input Mantine draws with an error says so; a field of its own (an image drop area) may
// only show the message, which Mantine marks with its static class.
const IN_ERROR = '[aria-invalid="true"], .mantine-InputWrapper-error';

const focusFirstOf = (elements: Iterable<HTMLElement>) => {
  for (const element of elements) {
    element.focus({ preventScroll: true });
    if (document.activeElement === element) return;
  }
};

/**
 * Brings the first field in error of a form into the middle of the screen and focuses it; with
 * none, the form's alert. Centred, so a signed-in shell's fixed header and bar never cover it.
 */
export const focusFirstError = (form: HTMLElement | null, alert: HTMLElement | null) => {
  const hit = form?.querySelector<HTMLElement>(IN_ERROR);
  if (!hit) {
    alert?.scrollIntoView?.({ block: 'center' });
    alert?.focus({ preventScroll: true });
    return;
  }
  if (hit.matches('[aria-invalid="true"]')) {
    hit.scrollIntoView?.({ block: 'center' });
    hit.focus({ preventScroll: true });
    return;
  }
  const field = hit.closest<HTMLElement>('.mantine-InputWrapper-root') ?? hit.parentElement ?? hit;
  field.scrollIntoView?.({ block: 'center' });
  focusFirstOf(field.querySelectorAll<HTMLElement>(FOCUSABLE));
};
