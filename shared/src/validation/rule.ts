import type * as v from 'valibot';
import type { MessageParams, ValidationKey } from './keys';

export interface RuleIssue<TInput> extends v.BaseIssue<TInput> {
  readonly kind: 'validation';
  readonly type: 'rule';
  readonly expected: null;
  /** The message parameters, carried on the issue so the translator receives them. */
  readonly requirement: MessageParams | undefined;
}

export interface RuleAction<TInput> extends v.BaseValidation<TInput, TInput, RuleIssue<TInput>> {
  readonly type: 'rule';
  readonly reference: typeof rule;
  readonly expects: null;
  readonly requirement: MessageParams | undefined;
  readonly message: ValidationKey;
}

/** One check of a rule set: the first failing check of a set is the field's error. */
export type Check<TInput> = {
  readonly test: (input: TInput) => boolean;
  readonly key: ValidationKey;
  readonly params?: MessageParams;
};

/**
 * A valibot validation whose issue message is a message key and whose issue carries the
 * message parameters. valibot's own `check` keeps the test function as its requirement,
 * which would leave `{{min}}` and friends with nothing to interpolate.
 */
export function rule<TInput>(
  test: (input: TInput) => boolean,
  message: ValidationKey,
  params?: MessageParams,
): RuleAction<TInput> {
  return ruleSet<TInput>([{ test, key: message, params }]);
}

/**
 * Runs checks in order and reports only the first failure, so a field shows one message
 * ("too short") rather than every consequence of the same mistake. Taking a list also lets
 * a rule's options switch checks on and off, which a fixed-arity `v.pipe` cannot.
 */
export function ruleSet<TInput>(checks: readonly Check<TInput>[]): RuleAction<TInput> {
  const [first] = checks;
  return {
    kind: 'validation',
    type: 'rule',
    reference: rule,
    async: false,
    expects: null,
    requirement: first?.params,
    message: first?.key ?? 'validator.form_field_invalid',
    '~run'(dataset, config) {
      if (!dataset.typed) return dataset;
      const failed = checks.find((check) => !check.test(dataset.value));
      if (!failed) return dataset;
      return withIssue(dataset.value, dataset.issues, {
        kind: 'validation',
        type: 'rule',
        input: dataset.value,
        expected: null,
        received: typeof dataset.value,
        message: failed.key,
        requirement: failed.params,
        lang: config.lang,
        abortEarly: config.abortEarly,
        abortPipeEarly: config.abortPipeEarly,
      });
    },
  };
}

type Issues = [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]];

function withIssue<TValue>(value: TValue, issues: Issues | undefined, issue: v.BaseIssue<unknown>) {
  const next: Issues = issues ? [...issues, issue] : [issue];
  return { typed: true as const, value, issues: next };
}

/**
 * A rule across fields of an object (passwords match, soft cap within the maximum) whose
 * error lands on one field, so the form shows it where the user fixes it. It runs only once
 * every field it reads is valid, to avoid comparing values that are themselves wrong.
 */
export function fieldRule<TInput extends Record<string, unknown>>(
  field: keyof TInput & string,
  reads: readonly (keyof TInput & string)[],
  test: (input: TInput) => boolean,
  message: ValidationKey,
  params?: MessageParams | ((input: TInput) => MessageParams),
): RuleAction<TInput> {
  return {
    kind: 'validation',
    type: 'rule',
    reference: rule,
    async: false,
    expects: null,
    requirement: typeof params === 'function' ? undefined : params,
    message,
    '~run'(dataset, config) {
      if (!dataset.typed) return dataset;
      const input = dataset.value;
      const readsFailed = dataset.issues?.some((issue) => {
        const key = issue.path?.[0]?.key;
        return typeof key === 'string' && (reads as readonly string[]).includes(key);
      });
      if (readsFailed || test(input)) return dataset;
      const value = input[field];
      return withIssue(input, dataset.issues, {
        kind: 'validation',
        type: 'rule',
        input: value,
        expected: null,
        received: typeof value,
        message,
        requirement: typeof params === 'function' ? params(input) : params,
        path: [{ type: 'object', origin: 'value', input, key: field, value }],
        lang: config.lang,
        abortEarly: config.abortEarly,
        abortPipeEarly: config.abortPipeEarly,
      });
    },
  };
}
