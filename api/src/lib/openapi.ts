import { toJsonSchema } from '@valibot/to-json-schema';
import { resolver } from 'hono-openapi';
import { errorResponseSchema, validationErrorResponseSchema } from 'shared';

/** The 400 every validated route may answer, in our shape (not hono-openapi's default). */
export const validationErrorResponse = {
  description: 'validation_error: one message key per invalid field',
  content: { 'application/json': { schema: toJsonSchema(validationErrorResponseSchema) as Record<string, unknown> } },
};

/** An error answer in the `{ error, hide_error }` shape; the description lists its stable keys. */
export function errorResponse(keys: string) {
  return { description: keys, content: { 'application/json': { schema: resolver(errorResponseSchema) } } };
}
