import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { authoringApi, type AuthoringApiData } from 'shared/authoring/mock-api';
import { DRAFT_ID, draftThrough, phaseState, validatingPhaseState } from 'shared/authoring/testing';
import { apiError, renderScreen, server } from 'host/testing';
import type { IssuanceArea } from '../area';
import { managerArea, readOnlyArea } from '../test/manager-area';
import { expectNoA11yViolations } from 'shared/testing';
import { PhasePanel } from './phase-panel';

function open(data: AuthoringApiData, area: IssuanceArea = readOnlyArea) {
  const api = authoringApi(data, { role: area === managerArea ? 'manager' : 'entrepreneur' });
  const view = renderScreen(<PhasePanel area={area} issuanceId={DRAFT_ID} />, { handlers: api.handlers });
  return { ...view, api };
}

const panel = () => screen.findByRole('region', { name: 'Phases' });

describe('the phase panel of the issuance sheet', () => {
  it('shows the tenant’s order with the current phase, the history, and links to edit and to the whitelist', async () => {
    const { container } = open({ drafts: [draftThrough('token')] });
    const region = await panel();
    const order = await within(region).findByRole('list', { name: 'Phases of this platform' });
    expect(within(order).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Draft', 'Under validation', 'Pre-campaign', 'Campaign', 'Closed']);
    expect(within(order).getByText(/^Draft/, { selector: 'li' })).toHaveAttribute('aria-current', 'step');
    expect(within(region).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/entrepreneur/issuances/${DRAFT_ID}/edit`);
    expect(within(region).getByRole('link', { name: 'Whitelist' })).toHaveAttribute('href', `/entrepreneur/issuances/${DRAFT_ID}/whitelist`);
    expect(within(region).getByText(/Sol Energía SL · saved a step \(Token and round\)/)).toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it('tells the history in the screen’s words, not the audit’s codes', async () => {
    const by = { id: 'user-7', name: 'Sol Energía SL' };
    const at = '2026-11-22T10:00:00.000Z';
    const history = [
      { at, by, action: 'phase_changed', detail: 'DRAFT → VALIDATING' },
      { at, by, action: 'logo_changed', detail: 'logo.png' },
      { at, by, action: 'document_changed', detail: 'Prospectus.pdf: public, -' },
      { at, by, action: 'whitelist_changed', detail: '+3' },
      { at, by, action: 'whitelist_changed', detail: '-ana@example.com' },
    ];
    open({ drafts: [draftThrough('token')], phases: { [DRAFT_ID]: phaseState({ history }) } });
    const region = await panel();
    const lines = within(await within(region).findByRole('list', { name: 'History' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines.map((line) => line?.replace(/^.*Sol Energía SL · /, ''))).toEqual([
      'changed the whitelist (ana@example.com removed)',
      'changed the whitelist (3 e-mails added)',
      "changed a document's settings (Prospectus.pdf)",
      'changed the logo (logo.png)',
      'changed the phase (Draft → Under validation)',
    ]);
  });

  it('lets an entrepreneur submit a complete draft for validation after confirming, and nothing further', async () => {
    const user = userEvent.setup();
    open({ drafts: [draftThrough('token')] });
    const region = await panel();
    await user.click(await within(region).findByRole('button', { name: 'Submit for validation' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit for validation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit for validation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(region).getByText(/^Under validation/, { selector: 'li' })).toHaveAttribute('aria-current', 'step');
    expect(within(region).getByText("Waiting for the regulator's validation.")).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /Submit|Move to/ })).not.toBeInTheDocument();
    expect(within(region).queryByRole('group', { name: /Decision/ })).not.toBeInTheDocument();
  });

  it('disables a move that is blocked and says which steps are missing', async () => {
    open({ drafts: [draftThrough('media')] });
    const region = await panel();
    const submit = await within(region).findByRole('button', { name: 'Submit for validation' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Complete these steps first: Documents, Token and round.');
  });

  it('says in the dialog why the API refused the move, and changes nothing', async () => {
    const user = userEvent.setup();
    open({ drafts: [draftThrough('token')] });
    server.use(http.post('*/issuances/:id/phase', () => apiError(409, 'issuance_under_validation')));
    const region = await panel();
    await user.click(await within(region).findByRole('button', { name: 'Submit for validation' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit for validation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit for validation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("It is under validation: it cannot change phase until a manager records the regulator's validation.");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(region).getByText(/^Draft/, { selector: 'li' })).toHaveAttribute('aria-current', 'step');
  });

  it('blocks every move while the issuance waits for the regulator', async () => {
    open({ drafts: [draftThrough('token', { status: 'VALIDATING', phase: 'validating' })], phases: { [DRAFT_ID]: validatingPhaseState() } }, managerArea);
    const region = await panel();
    const move = await within(region).findByRole('button', { name: 'Move to Pre-campaign' });
    expect(move).toBeDisabled();
    expect(move).toHaveAccessibleDescription(/Under validation: it can move on once a manager records/);
  });

  it('lets a manager record the validation, after which the issuance may move on', async () => {
    const user = userEvent.setup();
    open({ drafts: [draftThrough('token', { status: 'VALIDATING', phase: 'validating' })], phases: { [DRAFT_ID]: validatingPhaseState() } }, managerArea);
    const region = await panel();
    await user.click(await within(region).findByRole('radio', { name: 'Validated' }));
    await user.click(within(region).getByRole('button', { name: 'Record the decision' }));
    expect(await within(region).findByText(/^Validated by the regulator on/)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Move to Pre-campaign' })).toBeEnabled();
    expect(within(region).getByText(/Marta Gil · recorded the validation/)).toBeInTheDocument();
  });

  it('asks a manager for the message of a rejection, and sends the issuance back to draft', async () => {
    const user = userEvent.setup();
    open({ drafts: [draftThrough('token', { status: 'VALIDATING', phase: 'validating' })], phases: { [DRAFT_ID]: validatingPhaseState() } }, managerArea);
    const region = await panel();
    await user.click(await within(region).findByRole('radio', { name: 'Rejected' }));
    await user.click(within(region).getByRole('button', { name: 'Record the decision' }));
    expect(within(region).getByRole('textbox', { name: /Message to the issuer/ })).toHaveAccessibleDescription(/This field cannot be blank/);
    await user.type(within(region).getByRole('textbox', { name: /Message to the issuer/ }), 'The prospectus lacks the risk section.');
    await user.click(within(region).getByRole('button', { name: 'Record the decision' }));
    expect(await within(region).findByText('The regulator rejected it: it is back to draft.')).toBeInTheDocument();
    expect(within(region).getByText('“The prospectus lacks the risk section.”')).toBeInTheDocument();
    expect(within(region).getByText(/^Draft/, { selector: 'li' })).toHaveAttribute('aria-current', 'step');
  });
});
