import * as v from 'valibot';
import { email, form, password } from '../validation/rules';

export const loginSchema = form({
  email: email(),
  password: password(),
  /** Asks the server for a secret that can sign the user in again from a link. */
  secret: v.optional(v.boolean(), true),
});
export type LoginInput = v.InferInput<typeof loginSchema>;
export type LoginValues = v.InferOutput<typeof loginSchema>;

export const loginSecretSchema = form({
  secret: v.pipe(v.string('validator.error_null'), v.trim(), v.nonEmpty('validator.error_null')),
});
export type LoginSecretValues = v.InferOutput<typeof loginSecretSchema>;
