// @vitest-environment jsdom
import type { loginCall } from '@faith-shield/contract/accounts/login';
import { LOGIN_MESSAGES } from '@faith-shield/contract/accounts/login-messages';
import { Button, PasswordInput, TextInput } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { callApi } from '../../lib/api-client';
import { lazySchema } from '../../lib/lazy-schema';
import { stubBrowser } from '../../test/stub-browser';
import { FormAlert } from '../ui/form-alert';
import { useCallForm } from './use-call-form';

const schema = lazySchema(() =>
  import('@faith-shield/contract/accounts/login').then((m) =>
    m.LoginRequestSchema.pick({ email: true, password: true }),
  ),
);

const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown) => fetchMock.mockResolvedValue(new Response(JSON.stringify(body)));
const scrolledTo: Element[] = [];

function LoginForm({ onSuccess, check }: { onSuccess?: () => void; check?: () => Record<string, string> }) {
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema,
    initialValues: { email: '', password: '' },
    send: (values) => callApi<typeof loginCall>('login', values),
    check,
    onSuccess,
  });
  return (
    <form {...formProps}>
      <FormAlert {...alertProps} />
      <TextInput label="Email" {...form.getInputProps('email')} />
      <PasswordInput label="Password" {...form.getInputProps('password')} />
      <Button type="submit" loading={isPending}>
        Login
      </Button>
    </form>
  );
}

const open = (props: Parameters<typeof LoginForm>[0] = {}) =>
  render(
    <Providers>
      <LoginForm {...props} />
    </Providers>,
  );
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

beforeAll(stubBrowser);
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  scrolledTo.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this);
  };
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('useCallForm', () => {
  it('checks the contract schema before sending, then brings the first field in error into view and focuses it', async () => {
    open();
    fill('Email', 'ruth@example.org');
    submit();

    expect(await screen.findByText(LOGIN_MESSAGES.password)).toBeTruthy();
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(scrolledTo).toHaveLength(1);
    expect(scrolledTo[0]?.contains(password)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves the focus where the person put it when they moved on before the error was shown', async () => {
    open();
    submit();
    expect(await screen.findByText(LOGIN_MESSAGES.password)).toBeTruthy();
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(document.activeElement).toBe(email));

    // a second failure (the password now), and the person taps back into the email before
    // the form turns to the password
    fill('Email', 'ruth@example.org');
    screen.getByRole('button', { name: 'Login' }).focus();
    submit();
    email.focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(email);
  });

  it('shows the server’s field messages under their fields and its message in the red alert, focusing the first field', async () => {
    answer({ status: 0, message: 'The email has already been taken.', errors: { email: 'Email taken' } });
    open();
    fill('Email', 'ruth@example.org');
    fill('Password', 'secret');
    submit();

    expect((await screen.findByRole('alert')).textContent).toContain('The email has already been taken.');
    expect(screen.getByText('Email taken')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });

  it('brings a server message with no field in error into view in the alert and focuses it', async () => {
    answer({ status: 0, message: LOGIN_MESSAGES.invalidCredentials });
    open();
    fill('Email', 'ruth@example.org');
    fill('Password', 'wrong');
    submit();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(LOGIN_MESSAGES.invalidCredentials);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(scrolledTo).toEqual([alert]);
  });

  it('is busy while the call is on its way, then confirms with the answer’s message and hands over', async () => {
    let reply: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (reply = resolve)));
    const onSuccess = vi.fn();
    open({ onSuccess });
    fill('Email', 'ruth@example.org');
    fill('Password', 'secret');
    submit();

    const button = screen.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(button.getAttribute('data-loading')).toBe('true'));
    submit();
    reply(
      new Response(JSON.stringify({ status: 1, message: LOGIN_MESSAGES.loggedIn, data: { token: 't' } })),
    );

    expect(await screen.findByText(LOGIN_MESSAGES.loggedIn)).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('data-loading')).toBeNull();
  });

  it('does not send while the form’s own checks find a problem', async () => {
    open({ check: () => ({ password: 'Not this one' }) });
    fill('Email', 'ruth@example.org');
    fill('Password', 'secret');
    submit();

    expect(await screen.findByText('Not this one')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
