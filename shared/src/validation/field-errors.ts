import * as v from 'valibot';
import type { MessageParams } from './keys';

/** One field's error as data: the translator turns it into a sentence where it is shown. */
export type FieldError = { key: string; params?: MessageParams };

/** Where errors that belong to no single field (a failed whole-form check) are collected. */
export const FORM_ERROR_PATH = '_form';

function isMessageParams(value: unknown): value is MessageParams {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number')
  );
}

export function issuePath(issue: v.BaseIssue<unknown>): string {
  if (!issue.path) return FORM_ERROR_PATH;
  return issue.path.map((item) => String(item.key)).join('.');
}

/**
 * Turns valibot issues into `{ "legal.postal_code": { key, params } }`. The first issue of a
 * path wins because pipes report the most basic problem (blank, wrong type) first.
 */
export function collectFieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const path = issuePath(issue);
    if (path in errors) continue;
    errors[path] = isMessageParams(issue.requirement)
      ? { key: issue.message, params: issue.requirement }
      : { key: issue.message };
  }
  return errors;
}

export const fieldErrorSchema = v.object({
  key: v.string(),
  params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
});

/** The generic error body of every failed request (spec section 8). */
export const errorResponseSchema = v.object({
  error: v.string(),
  hide_error: v.boolean(),
});
export type ErrorResponse = v.InferOutput<typeof errorResponseSchema>;

/** The 400 body the API answers when a request fails its schema. */
export const validationErrorResponseSchema = v.object({
  error: v.literal('validation_error'),
  hide_error: v.boolean(),
  fields: v.record(v.string(), fieldErrorSchema),
});
export type ValidationErrorResponse = v.InferOutput<typeof validationErrorResponseSchema>;
