// Refuses the most common passwords (issue 11, item 12), on the server only: the word lists
// weigh about 1 MB and the web app's login page must stay small. The web form checks the
// shape (passwordSchema); this check runs wherever a password is set.
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { ERRORS } from '@bole/domain';
import { AppError } from '../http/errors';

/** Guesses under which a password is refused outright (repeats, keyboard rows, sequences). */
const MIN_GUESSES = 10_000;

let checker: Promise<ZxcvbnFactory> | undefined;

// Loaded on first use, so a start that sets no password does not pay for the lists.
function zxcvbn(): Promise<ZxcvbnFactory> {
  checker ??= import('@zxcvbn-ts/language-common').then(({ adjacencyGraphs, dictionary }) => new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));
  return checker;
}

/**
 * Whether zxcvbn's estimate makes a password common: the whole password is one entry of
 * its list of common leaked passwords (about 49,000; in any case, reversed or with
 * look-alike characters such as P@ssw0rd1), or it is found in under 10,000 guesses.
 */
export function isCommon(result: ZxcvbnResult): boolean {
  const [only, ...rest] = result.sequence;
  const listed = rest.length === 0 && only?.pattern === 'dictionary' && only.dictionaryName === 'passwords-common';
  return listed || result.guesses < MIN_GUESSES;
}

/** Whether a password is one of the most common ones. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return isCommon((await zxcvbn()).check(password));
}

/** Refuses a common password with 密码过于常见 on the `password` field. */
export async function assertPasswordNotCommon(password: string, field = 'password'): Promise<void> {
  if (await isCommonPassword(password)) {
    const message = ERRORS.PASSWORD_TOO_COMMON.message;
    throw new AppError('PASSWORD_TOO_COMMON', message, { fields: [{ field, message }] });
  }
}
