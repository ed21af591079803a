import * as v from 'valibot';
import { DECLARATION_WORD } from '../domain/onboarding';
import { rule } from '../validation/rule';
import { form } from '../validation/rules';

/**
 * The typed declaration after a failed suitability test or at the investor-type step. Case
 * and surrounding spaces are forgiven; the word itself is not.
 */
export const declarationSchema = form({
  declaration: v.pipe(
    v.string('validator.error_null'),
    v.trim(),
    v.nonEmpty('validator.error_null'),
    rule<string>((word) => word.toLowerCase() === DECLARATION_WORD.toLowerCase(), 'validator.error_declaration', {
      word: DECLARATION_WORD,
    }),
  ),
});
export type DeclarationValues = v.InferOutput<typeof declarationSchema>;

