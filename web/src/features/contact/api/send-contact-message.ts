import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContactInput, Message } from '@/lib/api-types';

/** CONTACT_FIELDS are the fields of the contact form, in the order they appear. */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;

/** ContactField names one field of the contact form. */
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * ContactMessage is the body of POST /api/contact, every field of the form filled in (each may be
 * empty): recaptchaToken is empty when the server checks no captcha; the receipt e-mail is written
 * in `language`, the visitor's.
 */
export type ContactMessage = Required<ContactInput>;

/** sendContactMessage sends a message to the TeachBay team and resolves with the server's confirmation. */
export function sendContactMessage(message: ContactMessage): Promise<Message> {
  return api<Message>('/contact', { method: 'POST', body: message });
}

/** useSendContactMessage is the mutation behind the contact form. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
