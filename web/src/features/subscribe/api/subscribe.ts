import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** SubscribeInput is the body of POST /api/subscribers (API.md "Public forms"). */
export type SubscribeInput = {
  firstName: string;
  lastName: string;
  email: string;
  contactNumber: string;
  /** ISO 3166-1 alpha-2 code; the contact number is read as a number of this country. */
  country: string;
  /** The language the welcome e-mail and the newsletter are written in. */
  language: string;
};

/** SubscribeAnswer is the server's answer to a successful sign-up. */
export type SubscribeAnswer = { message: string };

/** subscribe signs a reader up for the newsletter; signing up again updates their details. */
export function subscribe(input: SubscribeInput): Promise<SubscribeAnswer> {
  return api<SubscribeAnswer>('/subscribers', { method: 'POST', body: input });
}

/** useSubscribe is the TanStack mutation that calls `subscribe`. */
export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
