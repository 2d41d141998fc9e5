import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '@/test/render-component';
import { fakeRecaptcha } from '../test/fake-recaptcha';
import { fakeServer, SITE_KEY } from '../test/fake-server';
import { ContactForm } from './contact-form';

vi.mock('react-google-recaptcha', () => import('../test/fake-recaptcha'));

const FILLED = {
  'First name': '  Maria ',
  'Last name': 'Santos',
  'E-mail': ' maria@example.com ',
  'Mobile number': '+63 917 123 4567',
  Message: ' I teach math and would like to move to Tampa. ',
};

const field = (name: string) => screen.getByRole('textbox', { name });
const send = () => screen.getByRole('button', { name: 'Send message' });
const alert = () => screen.getByRole('alert');
const captchaBox = () => screen.getByRole('checkbox', { name: "I'm not a robot" });

async function fill(user: UserEvent, values: Record<string, string> = FILLED) {
  for (const [name, value] of Object.entries(values)) await user.type(field(name), value);
}

async function open() {
  const view = renderComponent(<ContactForm />);
  // The texts and the server's configuration load first, which takes a while on a busy machine.
  await screen.findByRole('checkbox', { name: "I'm not a robot" }, { timeout: 5000 });
  return view;
}

beforeEach(() => {
  fakeRecaptcha.loaded = true;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('labels every field, marks them required and uses e-mail and phone input types', async () => {
    fakeServer();
    await open();
    expect(screen.getByRole('heading', { level: 2, name: 'Send us a message' })).toBeInTheDocument();
    for (const name of Object.keys(FILLED)) expect(field(name)).toBeRequired();
    expect(field('E-mail')).toHaveAttribute('type', 'email');
    expect(field('Mobile number')).toHaveAttribute('type', 'tel');
    expect(field('Mobile number')).toHaveAccessibleDescription(
      /Numbers without a country code are read as U.S. numbers/,
    );
    expect(field('Message').tagName).toBe('TEXTAREA');
    // The limit is counted, never cut (the form kit's text limit).
    expect(field('Message')).not.toHaveAttribute('maxlength');
    expect(field('Message')).toHaveAccessibleDescription('Up to 5,000 characters. 0 of 5000 characters');
  });

  it('says "All fields are required" and marks the empty fields, sending nothing', async () => {
    const server = fakeServer();
    const { user } = await open();
    await fill(user, { 'First name': 'Maria', Message: '   ' });
    await user.click(send());

    expect(alert()).toHaveTextContent('All fields are required');
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
    for (const name of ['Last name', 'E-mail', 'Mobile number', 'Message']) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveAccessibleDescription(
        expect.stringContaining('This field is required.'),
      );
    }
    expect(field('Last name')).toHaveFocus();
    expect(server.sent).toHaveLength(0);

    await user.type(field('Last name'), 'Santos');
    expect(field('Last name')).not.toHaveAttribute('aria-invalid');
  });

  it('asks to wait while the reCAPTCHA has not loaded', async () => {
    fakeRecaptcha.loaded = false;
    const server = fakeServer();
    const { user } = await open();
    await fill(user);
    await user.click(send());
    expect(alert()).toHaveTextContent('reCAPTCHA is not yet ready. Please try again in a few seconds.');
    expect(server.sent).toHaveLength(0);
  });

  it('checks every 2000 ms whether the reCAPTCHA has loaded', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    fakeRecaptcha.loaded = false;
    fakeServer();
    const { user } = await open();
    await fill(user);
    fakeRecaptcha.loaded = true;

    act(() => vi.advanceTimersByTime(1999));
    await user.click(send());
    expect(alert()).toHaveTextContent('reCAPTCHA is not yet ready.');

    act(() => vi.advanceTimersByTime(1));
    await user.click(send());
    expect(alert()).toHaveTextContent('Please complete the reCAPTCHA.');
  });

  it('asks to tick the reCAPTCHA before sending', async () => {
    const server = fakeServer();
    const { user } = await open();
    await fill(user);
    await user.click(send());
    expect(alert()).toHaveTextContent(/^Please complete the reCAPTCHA\.$/);
    expect(server.sent).toHaveLength(0);
  });

  it('sends the trimmed values, shows "Sending..." meanwhile, then confirms and clears the form', async () => {
    const server = fakeServer();
    const { user } = await open();
    await fill(user);
    await user.click(captchaBox());
    const answer = server.hold();
    await user.click(send());

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent).toEqual([
      {
        body: {
          firstName: 'Maria',
          lastName: 'Santos',
          email: 'maria@example.com',
          phone: '+63 917 123 4567',
          message: 'I teach math and would like to move to Tampa.',
          recaptchaToken: `token-for-${SITE_KEY}`,
          language: 'en',
        },
        headers: expect.objectContaining({ 'X-Requested-With': 'fetch' }),
      },
    ]);

    answer();
    const sent = await screen.findByText('Message sent successfully!');
    expect(screen.getByRole('status')).toContainElement(sent);
    expect(screen.getByRole('status')).toHaveFocus();
    expect(send()).toBeEnabled();
    expect(alert()).toBeEmptyDOMElement();
    for (const name of Object.keys(FILLED)) expect(field(name)).toHaveValue('');
    expect(captchaBox()).not.toBeChecked();
  });

  it.each([
    {
      status: 400,
      code: 'captcha_failed',
      message: 'The reCAPTCHA check failed. Please try again.',
      text: 'Error: The reCAPTCHA check failed. Please tick the box and try again.',
    },
    {
      status: 429,
      code: 'rate_limited',
      message: 'Too many requests. Please try again later.',
      text:
        'Error: You have sent several messages in a short time. ' +
        'Please try again later or write to us by e-mail.',
    },
    {
      status: 503,
      code: 'unavailable',
      message: 'The reCAPTCHA check could not be completed. Please try again.',
      text:
        'Error: The contact form is not available right now. ' +
        'Please try again in a few minutes or write to us by e-mail.',
    },
    {
      status: 403,
      code: 'csrf',
      message: 'Cross-site request refused',
      text: 'Error: Your message could not be verified. Please reload the page and try again.',
    },
    {
      status: 500,
      code: 'internal',
      message: 'Something went wrong on our side.',
      text: 'Error: Something went wrong on our side.',
    },
  ])('shows "$text" for a $status $code answer, keeping the fields', async ({ text, ...answer }) => {
    const server = fakeServer();
    server.reply({ status: answer.status, body: { code: answer.code, message: answer.message } });
    const { user } = await open();
    await fill(user);
    await user.click(captchaBox());
    await user.click(send());

    expect(alert()).toContainElement(await screen.findByText(text));
    expect(alert()).toHaveFocus();
    expect(field('First name')).toHaveValue('  Maria ');
    expect(field('Message')).toHaveValue(FILLED.Message);
    expect(captchaBox()).not.toBeChecked();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('marks the fields the server rejects, in words the visitor can act on', async () => {
    const server = fakeServer();
    server.reply({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Please correct the highlighted fields.',
        fields: { email: 'invalid', phone: 'invalid', message: 'too_long' },
      },
    });
    const { user } = await open();
    await fill(user);
    await user.click(captchaBox());
    await user.click(send());

    const error = await screen.findByText('Error: Please correct the highlighted fields.');
    expect(alert()).toContainElement(error);
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(field('E-mail')).toHaveAccessibleDescription(
      /^Enter a valid e-mail address, such as name@example\.com\. \d+ of \d+ characters$/,
    );
    expect(field('E-mail')).toHaveFocus();
    expect(field('Mobile number')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid mobile number.'),
    );
    expect(field('Message')).toHaveAccessibleDescription(
      expect.stringContaining('Use at most 5,000 characters.'),
    );
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
    expect(field('Mobile number')).toHaveValue(FILLED['Mobile number']);
  });

  it('says "Failed to send message." when the request gets no answer', async () => {
    const server = fakeServer();
    server.reply('network-error');
    const { user } = await open();
    await fill(user);
    await user.click(captchaBox());
    await user.click(send());

    expect(alert()).toContainElement(await screen.findByText('Failed to send message.'));
    expect(field('Last name')).toHaveValue('Santos');
    expect(send()).toBeEnabled();
  });

  it('shows no captcha and sends an empty token when the server checks none', async () => {
    const server = fakeServer({ siteKey: '' });
    const { user } = renderComponent(<ContactForm />);
    await screen.findByRole('textbox', { name: 'First name' }, { timeout: 5000 });
    await fill(user);
    await user.click(send());

    const sent = await screen.findByText('Message sent successfully!');
    expect(screen.getByRole('status')).toContainElement(sent);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(server.sent[0].body.recaptchaToken).toBe('');
  });
});
