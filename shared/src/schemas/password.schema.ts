import * as v from 'valibot';
import { fieldRule } from '../validation/rule';
import { email, form, password, text } from '../validation/rules';

/** Reports a mismatch on the confirmation field, where the user will fix it. */
export function passwordsMatch<TInput extends { password: string; password_confirmation: string }>() {
  return fieldRule<TInput>(
    'password_confirmation',
    ['password', 'password_confirmation'],
    (input) => input.password === input.password_confirmation,
    'validator.error_passwords_mismatch',
  );
}

export const changePasswordSchema = v.pipe(
  form({
    current_password: password(1),
    password: password(),
    password_confirmation: password(),
  }),
  passwordsMatch(),
);
export type ChangePasswordValues = v.InferOutput<typeof changePasswordSchema>;

export const forgotPasswordSchema = form({ email: email() });
export type ForgotPasswordValues = v.InferOutput<typeof forgotPasswordSchema>;

export const resetPasswordSchema = v.pipe(
  form({
    token: text(),
    password: password(),
    password_confirmation: password(),
  }),
  passwordsMatch(),
);
export type ResetPasswordValues = v.InferOutput<typeof resetPasswordSchema>;
