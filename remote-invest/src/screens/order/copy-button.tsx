import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import { Button } from 'shared/ui';
import styles from './order.module.css';

/** Copies a value (an IBAN, a reference) and says so where a screen reader hears it. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('invest');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // Clipboard refused (permissions, an old browser): the value stays on screen to select.
      setState('failed');
    }
  };
  return (
    <span className={styles.copy}>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-label={t('order.copy', { what: label })}
        icon={state === 'copied' ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
        onClick={() => void copy()}
      >
        {t('order.copy_short')}
      </Button>
      <span role="status" className={styles.copyStatus}>
        {state === 'copied' ? t('order.copied', { what: label }) : state === 'failed' ? t('order.copy_failed') : ''}
      </span>
    </span>
  );
}
