import * as v from 'valibot';

/*
 * The server's password rule, auth.PasswordProblem (internal/auth/password.go): 8 to 128
 * characters, counted as code points, and none of the 10,000 most common passwords, whatever its
 * case. The list is web/shared/common-passwords.txt, which the server embeds too; the app loads it
 * (about 30 kB compressed) in a chunk of its own, only on the pages that choose a password.
 */

/** The bounds of a password's length, in characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** PasswordProblem is the API's field code for a password the server refuses. */
export type PasswordProblem = 'too_short' | 'too_long' | 'too_common';

let loading: Promise<ReadonlySet<string>> | undefined;
let loaded: ReadonlySet<string> | undefined;

/** loadCommonPasswords fetches the list of common passwords once; passwordProblem uses it from then on. */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('../../../shared/common-passwords.txt?raw').then(({ default: text }) => {
    loaded = new Set(text.split('\n'));
    return loaded;
  });
  return loading;
}

/**
 * passwordProblem is why the server would refuse a password, or undefined when it would take it.
 * Until the list of common passwords has loaded, a common one is not recognised: the server
 * still refuses it.
 */
export function passwordProblem(password: string): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return 'too_short';
  if (length > PASSWORD_MAX) return 'too_long';
  if (loaded?.has(password.toLowerCase())) return 'too_common';
  return undefined;
}

/** passwordSchema checks a new password in a form as the server will, with the server's codes. */
export function passwordSchema() {
  return v.pipe(
    v.string(),
    v.nonEmpty('required'),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed ? passwordProblem(dataset.value) : undefined;
      if (problem) addIssue({ message: problem });
    }),
  );
}
