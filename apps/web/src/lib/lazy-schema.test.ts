import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

const Schema = z.object({ email: z.string().min(1, 'Please enter email') });

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement>;

describe('lazySchema', () => {
  it('loads the schema once and validates with it, at once when it is there', async () => {
    const load = vi.fn(async () => Schema);
    const schema = lazySchema(load);

    const first = schema.validate({ email: '' });
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toEqual({ email: 'Please enter email' });
    expect(schema.validate({ email: '' })).toEqual({ email: 'Please enter email' });
    expect(schema.validate({ email: 'a@b.c' })).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading on the form’s first focus or tap', async () => {
    const load = vi.fn(async () => Schema);
    const props = lazySchema(load).formProps(() => undefined);
    props.onFocus();
    props.onPointerDown();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds a submit until the schema is there and drops a second one meanwhile', async () => {
    let finish: (schema: typeof Schema) => void = () => undefined;
    const schema = lazySchema(() => new Promise<typeof Schema>((resolve) => (finish = resolve)));
    const submit = vi.fn();
    const { onSubmit } = schema.formProps(submit);
    const event = submitEvent();

    onSubmit(event);
    onSubmit(submitEvent());
    expect(event.preventDefault).toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();

    finish(Schema);
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith(event);

    onSubmit(event);
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('leaves the checking to the server when the schema cannot be loaded, and tries again later', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Schema);
    const schema = lazySchema(load);
    const submit = vi.fn();

    schema.formProps(submit).onSubmit(submitEvent());
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));

    expect(await schema.validate({ email: '' })).toEqual({ email: 'Please enter email' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers no errors of its own while the schema cannot be loaded', async () => {
    const schema = lazySchema(() => Promise.reject(new Error('offline')));
    expect(await schema.validate({ email: '' })).toEqual({});
  });
});
