import { screen, within } from '@testing-library/react';
import { authoringApi } from 'shared/authoring/mock-api';
import { DRAFT_ID, demoWhitelist, draftThrough } from 'shared/authoring/testing';
import { renderScreen } from 'host/testing';
// Registers the area's words, as loading the remote does in the page.
import '../../routes';
import CreateIssuanceScreen from './create-issuance.screen';
import EditIssuanceScreen from './edit-issuance.screen';
import WhitelistScreen from './whitelist.screen';

const api = () => authoringApi({ drafts: [draftThrough('story')], whitelists: { [DRAFT_ID]: demoWhitelist() } }, { role: 'manager' });

describe('/manager issuance authoring', () => {
  it('serves the first step of a new project at issuances/create', async () => {
    renderScreen(<CreateIssuanceScreen />, { path: '/manager/issuances/create', handlers: api().handlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'New project' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Basics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All issuances' })).toHaveAttribute('href', '/manager/issuances');
  });

  it('resumes a draft at its first missing step at issuances/:id/edit', async () => {
    renderScreen(<EditIssuanceScreen />, { path: `/manager/issuances/${DRAFT_ID}/edit`, route: '/manager/issuances/:id/edit', handlers: api().handlers });
    expect(await screen.findByRole('heading', { level: 2, name: 'Logo, images and video' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Steps of the issuance' });
    expect(within(steps).getByRole('link', { name: /Story \(done\)/ })).toHaveAttribute('href', `/manager/issuances/${DRAFT_ID}/edit?step=story`);
  });

  it('serves the whitelist at issuances/:id/whitelist', async () => {
    renderScreen(<WhitelistScreen />, { path: `/manager/issuances/${DRAFT_ID}/whitelist`, route: '/manager/issuances/:id/whitelist', handlers: api().handlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Whitelist' })).toBeInTheDocument();
    expect(await screen.findByText('lucia@example.com')).toBeInTheDocument();
  });
});
