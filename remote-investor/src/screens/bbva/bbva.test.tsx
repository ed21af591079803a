import { screen } from '@testing-library/react';
import { boardApi } from 'shared/board/mock-api';
import { bankConnection } from 'shared/board/testing';
import { expectNoA11yViolations } from 'shared/testing';
import { renderScreen } from 'host/testing';
import type { BankConnection } from 'shared';
// Registers the investor's words, as loading the remote does in the page.
import '../../routes';
import BbvaScreen from './bbva.screen';

function open(bank: BankConnection) {
  return renderScreen(<BbvaScreen />, { path: '/user/bbva', handlers: boardApi({ bank }).handlers });
}

describe('/user/bbva', () => {
  it('shows a verified account masked, its holder and bank, and what it is used for', async () => {
    const view = open(bankConnection('verified'));
    expect(await screen.findByText('ES91 •••• •••• •••• •••• 1332')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Lucía Martín')).toBeInTheDocument();
    expect(screen.getByText('BBVA · BBVAESMMXXX')).toBeInTheDocument();
    expect(screen.getByText('Payouts of the earnings you claim')).toBeInTheDocument();
    expect(screen.getByText('Refunds of investments that are cancelled or do not go ahead')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change it in your account’s banking section'.replace('’', "'") })).toHaveAttribute('href', '/user/account#account-banking');
    await expectNoA11yViolations(view.container);
  });

  it('explains why an account is not verified and what to do', async () => {
    const view = open(bankConnection('unverified', ['kyc_not_validated', 'holder_name_mismatch']));
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    expect(screen.getByText('Your identity is not validated yet.')).toBeInTheDocument();
    expect(screen.getByText(/Use an account in your own name/)).toBeInTheDocument();
    await expectNoA11yViolations(view.container);
  });

  it('without an account, says payouts and refunds cannot reach the investor and leads to the banking section', async () => {
    const view = open(bankConnection('missing'));
    expect(await screen.findByText('You have not added a bank account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a bank account' })).toHaveAttribute('href', '/user/account#account-banking');
    await expectNoA11yViolations(view.container);
  });
});
