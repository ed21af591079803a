import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithI18n } from '../../test/i18n';
import { ProgressBar } from '../progress-bar/progress-bar';
import { Stepper } from './stepper';

const steps = [
  { id: 'KYC', label: 'Identification' },
  { id: 'SUITABILITY_TEST', label: 'Suitability test' },
  { id: 'INVEST', label: 'Invest' },
];

describe('Stepper', () => {
  it('marks the current step and tells screen readers what is done and what remains', () => {
    renderWithI18n(<Stepper steps={steps} current="SUITABILITY_TEST" label="Onboarding" />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Identification (completed)');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveTextContent('Suitability test (current step)');
    expect(items[2]).toHaveTextContent('Invest (pending)');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithI18n(<Stepper steps={steps} current="KYC" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('ProgressBar', () => {
  it('exposes its value and clamps it to the range', () => {
    renderWithI18n(<ProgressBar label="Raised" value={150} max={100} />);
    const bar = screen.getByRole('progressbar', { name: 'Raised' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '100% complete');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithI18n(<ProgressBar label="Raised" value={42} valueText="42.000 € of 100.000 €" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
