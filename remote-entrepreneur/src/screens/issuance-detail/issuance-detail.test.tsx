import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { detail, fakeApiPerTest } from 'issuance-admin/testing';
import { renderScreen } from '../../test/render-screen';
import IssuanceDetailScreen from './issuance-detail.screen';

const api = fakeApiPerTest();

function open(id: string) {
  return renderScreen(<IssuanceDetailScreen />, { path: `/entrepreneur/issuances/${id}`, route: '/entrepreneur/issuances/:id' });
}

describe('/entrepreneur/issuances/:id', () => {
  it('shows the entrepreneur’s issuance with its status, phase and figures', async () => {
    api.current.on('GET', '/issuances/iss-1', { status: 200, data: { data: detail({ status: 'PRE_CAMPAIGN', phase: 'validated' }) } });
    open('iss-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar Park Almería' })).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Status' });
    const current = within(within(status).getByRole('navigation', { name: 'Status of the issuance' })).getByRole('listitem', { current: 'step' });
    expect(current).toHaveTextContent('Pre-campaign');
    expect(within(status).getByText('Phase').nextElementSibling).toHaveTextContent('Validated');
    expect(within(status).getByText('Soft cap').nextElementSibling).toHaveTextContent('25% of the soft cap');
    expect(within(status).getByText('Investors').nextElementSibling).toHaveTextContent('3');
    expect(within(status).getByText('Time left').nextElementSibling).toHaveTextContent('69 days left');
  });

  it('downloads a hidden document of theirs with the token, which a plain link cannot send', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:document', revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      api.current.on('GET', '/issuances/iss-1', {
        status: 200,
        data: { data: detail({ documents: [{ id: 'doc-1', name: 'Financials', url: 'http://api.test/doc-1', view_permission: 'hidden', expires_at: null }] }) },
      });
      api.current.on('GET', 'http://api.test/doc-1', { status: 200, data: new Blob(['%PDF']) });
      open('iss-1');
      await user.click(await screen.findByRole('link', { name: 'Financials' }));
      await waitFor(() => expect(saved).toEqual(['Financials']));
    } finally {
      click.mockRestore();
    }
  });

  it('shows the not-found state for another entrepreneur’s issuance, which the API answers 404', async () => {
    api.current.on('GET', '/issuances/not-mine', { status: 404, data: { error: 'issuance_not_found', hide_error: false } });
    open('not-mine');
    expect(await screen.findByRole('heading', { name: 'Issuance not found' })).toBeInTheDocument();
    expect(screen.getByText(/It is not one of your issuances/)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'My issuances' })) expect(link).toHaveAttribute('href', '/entrepreneur/issuances');
  });
});
