import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithI18n } from '../test/i18n';
import { IssuanceFact, IssuanceStatusFlow } from './issuance-status-flow';

const FLOW = ['DRAFT', 'VALIDATING', 'PRE_CAMPAIGN', 'CAMPAIGN', 'CLOSED'] as const;

describe('IssuanceStatusFlow', () => {
  it('marks the issuance’s status in the tenant’s flow, with its phase and soft cap', async () => {
    const { container } = renderWithI18n(
      <IssuanceStatusFlow issuance={{ status: 'CAMPAIGN', phase: 'campaign', soft_cap_progress: 0.456 }} order={FLOW}>
        <IssuanceFact label="Entrepreneur">Ada</IssuanceFact>
      </IssuanceStatusFlow>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(/^Campaign/);
    expect(screen.getByText('46% of the soft cap')).toBeInTheDocument();
    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(screen.queryByText(/not part of this platform/)).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says so when the status is not part of the tenant’s flow', () => {
    renderWithI18n(<IssuanceStatusFlow issuance={{ status: 'VALIDATING', soft_cap_progress: 0 }} order={['DRAFT', 'CAMPAIGN', 'CLOSED']} />, 'es');
    expect(screen.getByText('El estado En validación no forma parte del flujo de esta plataforma.')).toBeInTheDocument();
    expect(screen.queryByText('Fase')).not.toBeInTheDocument();
  });
});
