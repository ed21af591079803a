/**
 * The code step of registration lives in the address (`?step=verify&email=…` on the register
 * screen's own path, /register or /invest/{slug}/register), so a reload reopens it and sign-in
 * can send an unverified account to it.
 */
const STEP = 'step';
const VERIFY = 'verify';
const EMAIL = 'email';

export function verifyStepParams(email: string): URLSearchParams {
  return new URLSearchParams({ [STEP]: VERIFY, [EMAIL]: email });
}

/** The e-mail whose code the address asks for, or null when it shows the form. */
export function verifyStepEmail(params: URLSearchParams): string | null {
  const email = params.get(EMAIL)?.trim();
  return params.get(STEP) === VERIFY && email ? email : null;
}

/** Where sign-in sends an account whose e-mail is not verified yet. */
export function verifyStepPath(email: string): string {
  return `/register?${verifyStepParams(email).toString()}`;
}

/** Navigation state of a sign-in that found the e-mail unverified: the code step says so. */
export interface VerifyStepState {
  unverifiedSignIn: true;
}

export function isUnverifiedSignIn(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<VerifyStepState>).unverifiedSignIn === true;
}
