import { useCallback } from 'react';
import type { FieldMetaState } from 'react-final-form';
import { useKitText } from '../ui/use-kit-text';
import type { FieldError } from '../validation/field-errors';

function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}

/** Translates a field error (a `{ key, params }` or a bare key) in the `validation` namespace. */
export function useTranslateFieldError() {
  const text = useKitText('validation');
  return useCallback(
    (error: unknown): string | undefined => {
      if (isFieldError(error)) return text(error.key, error.params);
      if (typeof error === 'string' && error !== '') return text(error);
      return undefined;
    },
    [text],
  );
}

/**
 * The message to show under a field: its own error once the person has left the field (or
 * tried to submit), or the server's answer until the field is edited again.
 */
export function useFieldErrorText(meta: FieldMetaState): string | undefined {
  const translate = useTranslateFieldError();
  if (!meta.touched) return undefined;
  if (meta.error) return translate(meta.error);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return translate(meta.submitError);
  return undefined;
}
