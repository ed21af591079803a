import { useEffect, useRef, type ReactNode } from 'react';
import type { ProjectStatus } from '../domain/project';
import type { IssuanceDetail } from '../schemas/issuance-list.schema';
import { Stepper } from '../ui/stepper/stepper';
import { useKitText } from '../ui/use-kit-text';
import { projectStatusKey, statusKey } from '../vocabulary/status-vocabulary';
import { softCapPercent } from './issuance-facts';
import { useIssuancesText } from './use-issuances-text';
import styles from './issuance-status-flow.module.css';

export interface IssuanceStatusFlowProps {
  issuance: Pick<IssuanceDetail, 'status' | 'phase' | 'soft_cap_progress'>;
  /** The tenant's status flow, in order (`projectStatusOrder` of its customization). */
  order: readonly ProjectStatus[];
  /** The facts an area adds after phase and soft cap, as `IssuanceFact`s. */
  children?: ReactNode;
  /** Links or buttons under the facts (the facts are a description list, which holds only facts). */
  actions?: ReactNode;
}

/** Where an issuance is in the tenant's status flow and its phase, for the areas that run issuances. */
export function IssuanceStatusFlow({ issuance, order, children, actions }: IssuanceStatusFlowProps) {
  const { t } = useIssuancesText();
  const domain = useKitText('domain');
  const flowRef = useRef<HTMLDivElement>(null);

  // On a phone the flow scrolls sideways: bring the current status into view.
  useEffect(() => {
    const flow = flowRef.current;
    const current = flow?.querySelector<HTMLElement>('[aria-current="step"]');
    if (flow && current) flow.scrollLeft = current.offsetLeft - (flow.clientWidth - current.offsetWidth) / 2;
  }, [issuance.status]);
  return (
    <section className={styles.status} aria-labelledby="issuance-status-title">
      <h2 id="issuance-status-title" className={styles.statusTitle}>
        {t('status_flow.title')}
      </h2>
      <div ref={flowRef} className={styles.flow}>
        <Stepper
          label={t('status_flow.label')}
          current={issuance.status}
          steps={order.map((status) => ({ id: status, label: domain(projectStatusKey(status)) }))}
        />
      </div>
      {!order.includes(issuance.status) && (
        <p className={styles.note}>{t('status_flow.not_in_flow', { status: domain(projectStatusKey(issuance.status)) })}</p>
      )}
      <dl className={styles.facts}>
        {issuance.phase && <IssuanceFact label={t('status_flow.phase')}>{domain(statusKey('project_phase', issuance.phase))}</IssuanceFact>}
        <IssuanceFact label={t('status_flow.soft_cap')} numeric>
          {t('status_flow.soft_cap_reached', { percent: softCapPercent(issuance.soft_cap_progress) })}
        </IssuanceFact>
        {children}
      </dl>
      {actions}
    </section>
  );
}

export function IssuanceFact({ label, numeric = false, children }: { label: string; numeric?: boolean; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={numeric ? styles.numeric : undefined}>{children}</dd>
    </div>
  );
}
