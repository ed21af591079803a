import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithI18n } from '../../test/i18n';
import { Badge } from '../badge/badge';
import { StatusBadge } from '../badge/status-badge';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { PageHeader } from '../page-header/page-header';
import { LoadingState } from '../skeleton/skeleton';
import { Card } from './card';

describe('display components', () => {
  it('shows a status as a word, not only a colour', () => {
    renderWithI18n(<Badge label="Paid" tone="success" />);
    expect(screen.getByText('Paid')).toHaveClass('badge', 'success');
  });

  it('words a domain status in the interface language with its tone', () => {
    renderWithI18n(<StatusBadge kind="investment" status="CHARGED" />, 'es');
    expect(screen.getByText('Pagada')).toHaveClass('success');
  });

  it('blocks a button while it is loading', () => {
    renderWithI18n(<Button loading>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  });

  it('defaults a button to type button so it never submits by accident', () => {
    renderWithI18n(<Button>Follow</Button>);
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('type', 'button');
  });

  it('announces loading once and hides the skeletons from screen readers', () => {
    renderWithI18n(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('names a card region by its title', () => {
    renderWithI18n(<Card title="Banking information">IBAN</Card>);
    expect(screen.getByRole('region', { name: 'Banking information' })).toHaveTextContent('IBAN');
  });

  it('has no accessibility violations on a list page', async () => {
    const { container } = renderWithI18n(
      <main>
        <PageHeader title="Issuances" description="Projects open for investment" actions={<Button>New project</Button>} />
        <Card title="Summary" footer={<Button variant="secondary">Export</Button>}>
          <Badge label="Campaign" tone="info" />
        </Card>
        <EmptyState description="Create your first issuance" action={<Button>New project</Button>} />
        <LoadingState />
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
