import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authoringApi } from 'shared/authoring/mock-api';
import { demoWhitelist } from 'shared/authoring/testing';
import { http } from 'msw';
import { apiError, recordRequests, renderScreen, type RecordedRequest } from 'host/testing';
import { managerArea } from '../test/manager-area';
import { expectNoA11yViolations } from 'shared/testing';
import { splitEmails, WhitelistPage } from './whitelist.screen';

const ID = 'iss-1';
let requests: RecordedRequest[];
beforeEach(() => {
  requests = recordRequests();
});

function open(entries = demoWhitelist()) {
  const api = authoringApi({ whitelists: { [ID]: entries }, registeredEmails: ['lucia@example.com', 'ana@example.com'] });
  const view = renderScreen(<WhitelistPage area={managerArea} />, { path: `/manager/issuances/${ID}/whitelist`, route: '/manager/issuances/:id/whitelist', handlers: api.handlers });
  return { ...view, api };
}

const listed = async () => {
  const region = await screen.findByRole('region', { name: /listed/ });
  return within(region)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent);
};

describe('/manager/issuances/:id/whitelist', () => {
  it('lists the e-mails, registered or not, and explains that only they may order while the list is not empty', async () => {
    const { container } = open();
    expect(await listed()).toEqual(['lucia@example.com', 'invited@example.org']);
    expect(screen.getByRole('heading', { name: '2 e-mails listed' })).toBeInTheDocument();
    expect(screen.getByText('Registered')).toBeInTheDocument();
    expect(screen.getByText('Not registered yet')).toBeInTheDocument();
    expect(screen.getByText(/While this list is not empty, only the investors listed here may order/)).toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it('names the pasted entries that are not e-mails, keeps the text and adds nothing', async () => {
    const user = userEvent.setup();
    open();
    const box = await screen.findByRole('textbox', { name: /E-mails/ });
    await user.type(box, 'ana@example.com, not-an-email\nbob@example');
    await user.click(screen.getByRole('button', { name: 'Add to the list' }));
    expect(box).toHaveAccessibleDescription(/These 2 entries are not e-mails: not-an-email, bob@example/);
    expect(box).toHaveValue('ana@example.com, not-an-email\nbob@example');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('adds a pasted list split on commas, spaces and new lines, each e-mail once', async () => {
    const user = userEvent.setup();
    const { api } = open();
    await user.type(await screen.findByRole('textbox', { name: /E-mails/ }), 'Ana@Example.com; marc@example.com\nlucia@example.com ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Add to the list' }));
    await waitFor(async () => expect(await listed()).toEqual(['lucia@example.com', 'invited@example.org', 'ana@example.com', 'marc@example.com']));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ emails: ['ana@example.com', 'marc@example.com', 'lucia@example.com'] });
    expect(api.whitelist(ID).find((entry) => entry.email === 'ana@example.com')?.registered).toBe(true);
    expect(screen.getByRole('textbox', { name: /E-mails/ })).toHaveValue('');
  });

  it('says under the field that the list could not be added, keeping the text, when the API fails', async () => {
    const user = userEvent.setup();
    const api = authoringApi({ whitelists: { [ID]: demoWhitelist() } });
    const failing = http.post(`*/issuances/${ID}/whitelist`, () => apiError(500, 'internal_error'));
    renderScreen(<WhitelistPage area={managerArea} />, { path: `/manager/issuances/${ID}/whitelist`, route: '/manager/issuances/:id/whitelist', handlers: [failing, ...api.handlers] });
    const box = await screen.findByRole('textbox', { name: /E-mails/ });
    await user.type(box, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Add to the list' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(/The e-mails could not be added/));
    expect(box).toHaveValue('ana@example.com');
  });

  it('imports the e-mails of a CSV file read in the browser', async () => {
    const user = userEvent.setup();
    open();
    const csv = new File(['email\n"pau@example.com"\njoan@example.com\n'], 'investors.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('Import a CSV file'), csv);
    await waitFor(async () => expect(await listed()).toEqual(['lucia@example.com', 'invited@example.org', 'pau@example.com', 'joan@example.com']));
  });

  it('removes an e-mail after confirming', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Remove invited@example.org' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove invited@example.org from the whitelist?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(async () => expect(await listed()).toEqual(['lucia@example.com']));
    expect(requests.find((request) => request.method === 'DELETE')?.url).toBe(`/issuances/${ID}/whitelist/wl-2`);
  });

  it('says the round is open to everyone when the list is empty', async () => {
    open([]);
    expect(await screen.findByText('The list is empty: every investor may take part in this round.')).toBeInTheDocument();
  });
});

describe('splitEmails', () => {
  it("answers the list of an issuance that does not exist with the host's 404 page naming the address", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(<WhitelistPage area={managerArea} />, {
      path: '/manager/issuances/nope/whitelist',
      route: '/manager/issuances/:id/whitelist',
      handlers: [http.get('*/issuances/nope/whitelist', () => apiError(404, 'issuance_not_found'))],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/manager/issuances/nope/whitelist')).toBeInTheDocument();
  });

  it('splits on commas, semicolons, whitespace and new lines, and drops quotes', () => {
    expect(splitEmails(' a@x.com,b@y.org;\n"c@z.es"\t d@w.io ')).toEqual(['a@x.com', 'b@y.org', 'c@z.es', 'd@w.io']);
  });
});
