import { LayoutGrid, List } from 'lucide-react';
import { useIssuancesText } from './use-issuances-text';
import styles from './view-switch.module.css';

export const ISSUANCE_VIEWS = ['grid', 'list'] as const;
export type IssuanceView = (typeof ISSUANCE_VIEWS)[number];

const ICONS = { grid: LayoutGrid, list: List } as const;

export type ViewSwitchProps = { value: IssuanceView; onChange: (view: IssuanceView) => void };

/** Grid or list: two pressed-state buttons in a named group. */
export function ViewSwitch({ value, onChange }: ViewSwitchProps) {
  const { t } = useIssuancesText();
  return (
    <div role="group" aria-label={t('view.label')} className={styles.group}>
      {ISSUANCE_VIEWS.map((view) => {
        const Icon = ICONS[view];
        return (
          <button key={view} type="button" className={styles.option} aria-pressed={value === view} onClick={() => onChange(view)}>
            <Icon size={16} aria-hidden="true" />
            {t(`view.${view}`)}
          </button>
        );
      })}
    </div>
  );
}
