import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** CONTACT_FIELDS are the fields of the contact form, in the order they appear. */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;

/** ContactField names one field of the contact form. */
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** ContactMessage is the body of POST /api/contact. */
export type ContactMessage = Record<ContactField, string> & {
  /** The reCAPTCHA response; empty when the server checks no captcha. */
  recaptchaToken: string;
  /** The language the visitor writes in; the receipt e-mail uses it. */
  language: string;
};

/** sendContactMessage sends a message to the TeachBay team and resolves with the server's confirmation. */
export function sendContactMessage(message: ContactMessage): Promise<{ message: string }> {
  return api<{ message: string }>('/contact', { method: 'POST', body: message });
}

/** useSendContactMessage is the mutation behind the contact form. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
