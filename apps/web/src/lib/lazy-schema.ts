import { type FormErrors, schemaResolver } from '@mantine/form';
import type { FormEvent } from 'react';

type Schema = Parameters<typeof schemaResolver>[0];
type SubmitHandler = (event?: FormEvent<HTMLFormElement>) => void;

export type LazySchema<S extends Schema> = {
  /**
   * useForm's `validate`. Once the schema is there it answers at once, as
   * `schemaResolver(schema, { sync: true })` did; before, it loads the schema first.
   */
  validate: (values: unknown) => FormErrors | Promise<FormErrors>;
  /** Loads the schema once (again after a failure) and answers it. */
  load: () => Promise<S>;
  /**
   * The `<form>`'s props around its `form.onSubmit(...)` handler. The form's first focus or
   * tap starts the load, so a submit finds the schema there. A submit before that waits for
   * it, then runs as usual; a second submit meanwhile is dropped (two pending async
   * validations would both reach the handler, the superseded one as "no errors").
   */
  formProps: (onSubmit: SubmitHandler) => {
    onSubmit: SubmitHandler;
    onFocus: () => void;
    onPointerDown: () => void;
  };
};

/**
 * A form's zod schema, imported on first use: zod and the contract's schemas are the largest
 * code a form needs, and building them is a long task on a phone, so they stay off a public
 * page's first load (docs/decisions/014). Messages, where and when they show are as with `schemaResolver`.
 * If the schema cannot be loaded (offline before the service worker has it), the form reports
 * no errors of its own and the call answers instead: the server checks the same schema, and
 * a failed request shows its usual message.
 */
export const lazySchema = <S extends Schema>(importSchema: () => Promise<S>): LazySchema<S> => {
  let resolve: ((values: unknown) => FormErrors) | null = null;
  let loading: Promise<S> | null = null;
  let isWaiting = false;

  const load = () => {
    loading ??= importSchema().then(
      (schema) => {
        resolve = schemaResolver(schema, { sync: true });
        return schema;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  const preload = () => {
    load().catch(() => undefined);
  };

  const validate = (values: unknown) =>
    resolve
      ? resolve(values)
      : load().then(
          () => resolve?.(values) ?? {},
          () => ({}),
        );

  const whenLoaded =
    (submit: SubmitHandler): SubmitHandler =>
    (event) => {
      if (resolve) {
        submit(event);
        return;
      }
      // The browser must not send the form itself while the schema loads.
      event?.preventDefault();
      if (isWaiting) return;
      isWaiting = true;
      load()
        .catch(() => undefined)
        .finally(() => {
          isWaiting = false;
          submit(event);
        });
    };

  const formProps = (onSubmit: SubmitHandler) => ({
    onSubmit: whenLoaded(onSubmit),
    onFocus: preload,
    onPointerDown: preload,
  });

  return { validate, load, formProps };
};
