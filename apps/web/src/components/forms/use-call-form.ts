import type { Envelope } from '@faith-shield/contract/shared/envelope';
import { type FormErrors, type UseFormInput, useForm } from '@mantine/form';
import { useState } from 'react';
import type { LazySchema } from '../../lib/lazy-schema';
import type { Sending } from './call-form-submit';
import { loadCallFormSubmit, useFirstErrorFocus } from './use-first-error-focus';

export type CallFormOptions<Values, Sent, Data> = Omit<UseFormInput<Values, Sent>, 'validate'> & {
  /** The call's own request schema from the contract: the spec's messages, under each field. */
  schema: Pick<LazySchema<never>, 'validate' | 'formProps'>;
  /** The schema's check with more of the form's own (a picture's size), when it has some. */
  validate?: (values: Values) => FormErrors | Promise<FormErrors>;
  /** Sends the call (a mutation's `mutateAsync`, or a screen's `onSave`). */
  send: (values: Sent) => Promise<Envelope<Data>>;
  /** Checks the schema cannot make (a start before this minute); their messages by field. */
  check?: (values: Sent) => FormErrors;
  /** The server's field messages as the form names its fields, when they differ. */
  fieldErrors?: (errors: Record<string, string>) => FormErrors;
  /** What a status 0 message is: the spec's red alert above the form (default), or a toast, a popup. */
  onRefusal?: (message: string) => void;
  /** The success toast shows the answer's message, else this one; `false`: no toast. */
  confirmation?: string | false;
  /** A message the alert shows from the start (why a session ended). */
  initialAlert?: string | null;
  /** After a success: where to go, what to keep. */
  onSuccess?: Sending<Sent, Data>['onSuccess'];
};

/**
 * One form of the app: a Mantine form validated by its call's contract schema, sent once valid,
 * busy while it is sent, the server's `errors` under their fields and its message in the red
 * alert (spec 01 §8), then the success toast and `onSuccess`. A failed submit, in the browser or
 * on the server, brings the first field in error (else the alert) into view and focuses it.
 * The schema and the submit's code load at the form's first focus or tap.
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
    const { sendCallForm } = await loadCallFormSubmit();
    const sending = { send, check, fieldErrors, onRefusal, confirmation, onSuccess };
    await sendCallForm(values, { ...sending, setAlert, setIsPending, fail });
  }, showFirstError);
  const schemaProps = schema.formProps(submit);
  const preload = () => {
    loadCallFormSubmit().catch(() => undefined);
  };

  return {
    form,
    /** True while the call is on its way: the overlay and the button's loader. */
    isPending,
    formProps: {
      ...schemaProps,
      onFocus: () => {
        schemaProps.onFocus();
        preload();
      },
      onPointerDown: () => {
        schemaProps.onPointerDown();
        preload();
      },
      ref: formRef,
      noValidate: true,
    },
    alertProps: { message: alert, ref: alertRef },
  };
}
