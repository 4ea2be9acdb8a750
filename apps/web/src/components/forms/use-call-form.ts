import type { Envelope } from '@faith-shield/contract/shared/envelope';
import { type FormErrors, type UseFormInput, useForm } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import type { LazySchema } from '../../lib/lazy-schema';
import { showSuccess } from '../ui/toast';
import { useFirstErrorFocus } from './use-first-error-focus';

type Success<Data> = Envelope<Data> & { status: 1; data: Data };

export type CallFormOptions<Values, Sent, Data> = Omit<UseFormInput<Values, Sent>, 'validate'> & {
  /** The call's own request schema from the contract: the spec's messages, under each field. */
  schema: Pick<LazySchema<never>, 'validate' | 'formProps'>;
  /** Sends the call (a mutation's `mutateAsync`, or a screen's `onSave`). */
  send: (values: Sent) => Promise<Envelope<Data>>;
  /** The schema's check with more of the form's own (a picture's size), when it has some. */
  validate?: (values: Values) => FormErrors | Promise<FormErrors>;
  /** Checks the schema cannot make (a start before this minute); their messages by field. */
  check?: (values: Sent) => FormErrors;
  /** The server's field messages as the form names its fields, when they differ. */
  fieldErrors?: (errors: Record<string, string>) => FormErrors;
  /** What a status 0 message is: the spec's red alert above the form (default), a toast, or nothing. */
  onRefusal?: (message: string) => void;
  /** The success toast shows the answer's message, else this one; `false`: no toast. */
  confirmation?: string | false;
  /** A message the alert shows from the start (why a session ended). */
  initialAlert?: string | null;
  /** After a success: where to go, what to keep. */
  onSuccess?: (answer: Success<Data>, values: Sent) => void;
};

/**
 * One form of the app: a Mantine form validated by its call's contract schema (loaded at first
 * use, `lib/lazy-schema.ts`), sent once valid, busy while it is sent, the server's `errors`
 * under their fields and its message in the red alert (spec 01 §8), then the success toast and
 * `onSuccess`. A failed submit, in the browser or on the server, brings the first field in error
 * (else the alert) into view and focuses it, so the button never looks dead.
 *
 * Spread `formProps` on the `<form>` and `alertProps` on its `FormAlert`.
 */
export function useCallForm<Values extends Record<string, unknown>, Sent = Values, Data = unknown>({
  schema,
  validate = schema.validate,
  send,
  check,
  fieldErrors,
  onRefusal,
  confirmation,
  initialAlert = null,
  onSuccess,
  ...formOptions
}: CallFormOptions<Values, Sent, Data>) {
  const form = useForm<Values, Sent>({ ...formOptions, validate });
  const [alert, setAlert] = useState<string | null>(initialAlert);
  const [isPending, setIsPending] = useState(false);
  const { formRef, alertRef, showFirstError } = useFirstErrorFocus();

  const fail = (errors: FormErrors) => {
    form.setErrors(errors);
    showFirstError();
  };

  const submit = form.onSubmit(async (values) => {
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
    onSuccess?.(answer as Success<Data>, values);
  }, showFirstError);

  const formProps = {
    ...schema.formProps((event?: FormEvent<HTMLFormElement>) => {
      if (!isPending) submit(event);
      else event?.preventDefault();
    }),
    ref: formRef,
    noValidate: true,
  };

  return {
    form,
    /** True while the call is on its way: the overlay and the button's loader. */
    isPending,
    formProps,
    alertProps: { message: alert, ref: alertRef },
  };
}
