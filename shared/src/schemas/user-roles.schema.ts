import * as v from 'valibot';
import { ROLES } from '../domain/role';
import { fieldRule } from '../validation/rule';
import { choice, form, optional } from '../validation/rules';

/** A manager setting a user's roles: one primary and, optionally, a different secondary. */
export const userRolesSchema = v.pipe(
  form({
    primary_role: choice(ROLES),
    secondary_role: optional(choice(ROLES)),
  }),
  fieldRule(
    'secondary_role',
    ['primary_role', 'secondary_role'],
    (input) => input.secondary_role !== input.primary_role,
    'validator.form_field_invalid',
  ),
);
