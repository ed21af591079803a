import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { useKitText } from '../use-kit-text';
import styles from './stepper.module.css';

export type Step = { id: string; label: ReactNode };

export type StepperProps = {
  steps: readonly Step[];
  /** The id of the step the person is on. */
  current: string;
  label?: string;
};

/** Where the person is in a flow (invest, onboarding) and what remains. */
export function Stepper({ steps, current, label }: StepperProps) {
  const text = useKitText();
  const currentIndex = steps.findIndex((step) => step.id === current);
  return (
    <nav aria-label={label ?? text('stepper.label')}>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const state = index < currentIndex ? 'completed' : index === currentIndex ? 'current' : 'pending';
          return (
            <li key={step.id} className={[styles.step, styles[state]].join(' ')} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.bar} aria-hidden="true" />
              <span className={styles.label}>
                {state === 'completed' && <Check size={14} aria-hidden="true" />}
                {step.label}
                <VisuallyHidden> ({text(`stepper.${state}`)})</VisuallyHidden>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
