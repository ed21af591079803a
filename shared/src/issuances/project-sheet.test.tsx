import { fireEvent, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithI18n } from '../test/i18n';
import { ProjectSheet, type ProjectSheetProps } from './project-sheet';
import { issuanceDetail } from './testing';
import { VideoEmbed } from './video-embed';

const now = new Date('2026-11-21T12:00:00Z');

function renderSheet(overrides: Partial<ProjectSheetProps> = {}, locale: 'en' | 'es' = 'en') {
  return renderWithI18n(
    <ProjectSheet issuance={issuanceDetail()} formatMoney={(amount) => `${amount} €`} showProgress now={now} {...overrides} />,
    locale,
  );
}

describe('ProjectSheet', () => {
  it('titles the page with the project and shows its one status word, the phase the manager sees', () => {
    renderSheet();
    expect(screen.getByRole('heading', { level: 1, name: 'Solar Park Almeria' })).toBeInTheDocument();
    expect(screen.getByText('Campaign')).toHaveClass('success');
    expect(screen.queryByText('Candidacy')).not.toBeInTheDocument();
  });

  it('embeds a YouTube video from the no-cookie domain with a title', () => {
    renderSheet();
    expect(screen.getByTitle('Video: Solar Park Almeria')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
  });

  it('embeds a Vimeo video with do-not-track', () => {
    renderSheet({ issuance: issuanceDetail({ video_url: 'https://vimeo.com/76979871' }) });
    expect(screen.getByTitle('Video: Solar Park Almeria')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1');
  });

  it('links a video it cannot embed instead of playing it', () => {
    renderWithI18n(<VideoEmbed url="https://example.com/pitch.mp4" title="Solar Park Almeria" />);
    expect(screen.queryByTitle('Video: Solar Park Almeria')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch the video of Solar Park Almeria' })).toHaveAttribute('href', 'https://example.com/pitch.mp4');
  });

  it('offers no link for a stored video address that is not a web address', () => {
    for (const url of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
      const { unmount } = renderWithI18n(<VideoEmbed url={url} title="Solar Park Almeria" />);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows stored markup in the texts as text', () => {
    const markup = '<img src=x onerror="alert(1)">';
    renderSheet({ issuance: issuanceDetail({ title: `Solar ${markup}`, market: markup }) });
    expect(screen.getByRole('heading', { level: 1, name: `Solar ${markup}` })).toBeInTheDocument();
    expect(screen.getByText(markup)).toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();
  });

  it('shows the first image large when there is no video', () => {
    renderSheet({ issuance: issuanceDetail({ video_url: undefined }) });
    expect(screen.getByRole('img', { name: 'Solar Park Almeria, image 1' })).toHaveAttribute('src', 'http://localhost:8031/api/v2/pfp/files/5a1e0000-0000-4000-8000-000000000002');
  });

  it('shows every description under its heading', () => {
    renderSheet();
    for (const [heading, text] of [
      ['Summary', 'A photovoltaic plant in the south of Spain.'],
      ['Product', 'Panels on 10 hectares, sold to the grid.'],
      ['Market', 'A growing regional market with stable demand.'],
      ['Competitors', 'Two established players.'],
      ['Business model', 'Revenue is shared with token holders.'],
      ['Projections', 'Break-even in year two.'],
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: heading }).nextSibling).toHaveTextContent(text ?? '');
    }
  });

  it('lists the token data in a table, amounts in the tenant currency', () => {
    renderSheet();
    const facts = screen.getByRole('table');
    expect(within(facts).getByRole('rowheader', { name: 'Token price' }).nextSibling).toHaveTextContent('10.00 €');
    expect(within(facts).getByRole('rowheader', { name: 'Tokens for sale' }).nextSibling).toHaveTextContent(/50,000\sSPA/);
    expect(within(facts).getByRole('rowheader', { name: 'Maximum fundraising' }).nextSibling).toHaveTextContent('500000.00 €');
  });

  it('speaks of admission to trading and members in the EXEU wording', () => {
    renderSheet({ wording: 'exeu' });
    expect(screen.getByRole('heading', { name: 'Admission to trading' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Tokens admitted to trading' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Members' })).toBeInTheDocument();
  });

  it('hides the progress bar when the tenant hides it', () => {
    renderSheet({ showProgress: false });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('hands a hidden document to onOpenDocument instead of following its link, and leaves public ones plain', () => {
    const opened: string[] = [];
    renderSheet({
      issuance: issuanceDetail({
        documents: [
          { id: 1, name: 'Pitch deck', url: 'http://api/files/1', view_permission: 'public', expires_at: null },
          { id: 2, name: 'Financials', url: 'http://api/files/2', view_permission: 'hidden', expires_at: null },
        ],
      }),
      onOpenDocument: (document) => opened.push(document.name),
    });
    const documents = within(screen.getByRole('region', { name: 'Documents' }));
    const hidden = documents.getByRole('link', { name: 'Financials' });
    expect(hidden).toHaveAttribute('href', 'http://api/files/2');
    expect(fireEvent.click(hidden)).toBe(false);
    expect(fireEvent.click(documents.getByRole('link', { name: 'Pitch deck' }))).toBe(true);
    expect(opened).toEqual(['Financials']);
  });

  it('opens public documents, marks hidden ones, and lists expired ones without a link', () => {
    renderSheet({
      issuance: issuanceDetail({
        documents: [
          { id: 1, name: 'Pitch deck', url: 'http://api/files/1', view_permission: 'public', expires_at: '2027-06-01' },
          { id: 2, name: 'Financials', url: 'http://api/files/2', view_permission: 'hidden', expires_at: null },
          { id: 3, name: 'Old prospectus', url: 'http://api/files/3', view_permission: 'public', expires_at: '2026-01-01' },
        ],
      }),
    });
    const documents = within(screen.getByRole('region', { name: 'Documents' }));
    expect(documents.getByRole('link', { name: 'Pitch deck' })).toHaveAttribute('href', 'http://api/files/1');
    expect(documents.getByText('Available until 1 Jun 2027')).toBeInTheDocument();
    expect(documents.getByRole('link', { name: 'Financials' })).toBeInTheDocument();
    expect(documents.getByText('Hidden from investors')).toBeInTheDocument();
    expect(documents.queryByRole('link', { name: 'Old prospectus' })).not.toBeInTheDocument();
    expect(documents.getByText('Expired on 1 Jan 2026')).toBeInTheDocument();
  });

  it('keeps a document open through its expiry day in the tenant zone, as the server does', () => {
    const lastDay = issuanceDetail({
      documents: [{ id: 1, name: 'Pitch deck', url: 'http://api/files/1', view_permission: 'public', expires_at: '2026-11-21' }],
    });
    const { unmount } = renderSheet({ issuance: lastDay, now: new Date('2026-11-21T22:59:00Z'), timeZone: 'Europe/Madrid' });
    expect(screen.getByRole('link', { name: 'Pitch deck' })).toBeInTheDocument();
    unmount();
    renderSheet({ issuance: lastDay, now: new Date('2026-11-21T23:00:00Z'), timeZone: 'Europe/Madrid' });
    expect(screen.queryByRole('link', { name: 'Pitch deck' })).not.toBeInTheDocument();
    expect(screen.getByText('Expired on 21 Nov 2026')).toBeInTheDocument();
  });

  it('says when there are no documents', () => {
    renderSheet({ issuance: issuanceDetail({ documents: [] }) }, 'es');
    expect(screen.getByText('Aún no hay documentos publicados.')).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderSheet({ actions: <button type="button">Invest</button> });
    expect(await axe(container)).toHaveNoViolations();
  });
});
