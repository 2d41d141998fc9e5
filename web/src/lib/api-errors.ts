import { useTranslation } from 'react-i18next';
import type common from '@/locales/en/common.json';
import { ApiError } from './api-client';
import type { Namespace } from './i18n';

/*
 * The one map from an answer of the API to the words a form shows: the alert that says why a
 * request failed, and the message under a field the form or the server refused ("field:code",
 * the `fields` of a 400 answer). The general codes have their texts in `common` (apiErrors); a
 * feature adds its own codes, or words a general one its own way, in its own namespace. Texts
 * are named, not translated, here, so a language switch translates what is already on screen.
 */

/** ApiText names one text as "namespace:key", such as "common:apiErrors.alerts.csrf". */
export type ApiText = `${string}:${string}`;

/** GeneralAlert is an alert every form can show, from its code in the API or the lack of an answer. */
export type GeneralAlert = keyof (typeof common)['apiErrors']['alerts'];

/**
 * ErrorTexts are a feature's own words. Each value is a key in `ns`, or an ApiText of another
 * namespace; what a feature leaves out gets the general text.
 */
export type ErrorTexts = {
  /** The namespace of the feature's texts. */
  ns: Namespace;
  /** Alerts by the answer's code ("invalid_credentials"), its status ("409") or a GeneralAlert ("rateLimited"). */
  alerts?: Readonly<Record<string, string>>;
  /** Field messages by "field:code" ("slug:taken"), or by code for any field ("required"). */
  fields?: Readonly<Record<string, string>>;
  /**
   * The fields, in screen order, whose messages a refusal of the server lists in the alert too
   * (after "required" when one was empty), for a form that says everything in one place.
   */
  itemize?: readonly string[];
};

// The field codes with a general message (docs/api.md "Conventions"); any other code is "invalid".
const GENERAL_FIELDS: Record<string, keyof (typeof common)['apiErrors']['fields']> = {
  required: 'required',
  invalid: 'invalid',
  too_long: 'tooLong',
  taken: 'taken',
};

function own(texts: Readonly<Record<string, string>> | undefined, name: string, ns: Namespace): ApiText | undefined {
  const key = texts?.[name];
  if (key === undefined) return undefined;
  return key.includes(':') ? (key as ApiText) : `${ns}:${key}`;
}

/**
 * generalAlert names the general alert for a failed request, from the answer's code or status
 * (never its English message); anything that is not an answer of the server is a network failure.
 */
export function generalAlert(error: unknown): GeneralAlert {
  if (!(error instanceof ApiError)) return 'network';
  switch (error.code) {
    case 'validation_failed':
      return Object.values(error.fields).includes('required') ? 'required' : 'invalid';
    case 'rate_limited':
      return 'rateLimited';
    case 'csrf':
      return 'csrf';
    case 'unauthenticated':
      return 'signedOut';
    case 'unavailable':
      return 'unavailable';
  }
  if (error.status === 429) return 'rateLimited';
  if (error.status === 413) return 'tooLarge';
  if (error.status === 404) return 'notFound';
  return 'server';
}

/** alertText is the text of a general alert, in the feature's words when it has its own. */
export function alertText(name: GeneralAlert, texts: ErrorTexts): ApiText {
  return own(texts.alerts, name, texts.ns) ?? `common:apiErrors.alerts.${name}`;
}

/** fieldText is the message a field shows for a code the form or the server gave it. */
export function fieldText(field: string, code: string, texts: ErrorTexts): ApiText {
  return (
    own(texts.fields, `${field}:${code}`, texts.ns) ??
    own(texts.fields, code, texts.ns) ??
    `common:apiErrors.fields.${GENERAL_FIELDS[code] ?? 'invalid'}`
  );
}

// A refusal listed field by field: "required" once, each refused field's message, and "invalid"
// when the answer names no field of the form (a malformed body, a field it does not have).
function itemized(error: ApiError, texts: ErrorTexts, names: readonly string[]): ApiText[] {
  const refused = names.filter((name) => error.fields[name]);
  const list = new Set<ApiText>();
  if (refused.some((name) => error.fields[name] === 'required')) list.add(alertText('required', texts));
  for (const name of refused) list.add(fieldText(name, error.fields[name], texts));
  if (refused.length === 0 || Object.keys(error.fields).some((name) => !names.includes(name))) {
    list.add(alertText('invalid', texts));
  }
  return [...list];
}

/**
 * alertTexts explains in a form's alert why a request failed: the feature's text for the answer's
 * code or status when it has one, else the general alert (the refused fields one by one with
 * `itemize`). It is a list, usually of one text.
 */
export function alertTexts(error: unknown, texts: ErrorTexts): ApiText[] {
  if (error instanceof ApiError) {
    const text = own(texts.alerts, error.code, texts.ns) ?? own(texts.alerts, String(error.status), texts.ns);
    if (text) return [text];
    if (error.code === 'validation_failed' && texts.itemize) return itemized(error, texts, texts.itemize);
  }
  return [alertText(generalAlert(error), texts)];
}

/**
 * useApiText returns `say(text)`, an ApiText in the visitor's language; it loads the `common`
 * texts and those of `ns`, so a form's own texts are there when it first draws.
 */
export function useApiText(ns: Namespace = 'common'): (text: ApiText) => string {
  const { t } = useTranslation(['common', ns]);
  // ApiTexts are built from keys checked above; i18next's typed keys cannot follow a built string.
  return (text) => (t as (key: string) => string)(text);
}
