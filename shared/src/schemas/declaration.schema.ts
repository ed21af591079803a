import * as v from 'valibot';
import { DECLARATION_WORD, SUITABILITY_QUESTION_COUNT } from '../domain/onboarding';
import { rule } from '../validation/rule';
import { bool, form } from '../validation/rules';

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

/** Seven true/false answers; every one must be given. */
export const suitabilityAnswersSchema = form({
  answers: v.pipe(
    v.array(bool(), 'validator.error_null'),
    v.length(SUITABILITY_QUESTION_COUNT, 'validator.error_null'),
  ),
});
export type SuitabilityAnswers = v.InferOutput<typeof suitabilityAnswersSchema>;
