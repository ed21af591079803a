import { expect, type Locator, type Page } from '@playwright/test';
import { AUTH_STORAGE_KEY } from '../support/session';
import { PORTS } from '../support/suite';

type Area = 'manager' | 'entrepreneur';

/** Small real files: the API checks an upload by its bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** A project no other spec knows: its title and slug carry a per-run suffix. */
export function freshProject(label: string): { title: string; slug: string } {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { title: `Huerto ${label} ${suffix}`, slug: `huerto-${label}-${suffix}` };
}

/** A business date `days` from today, as the date inputs take it. */
export function dateIn(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export type TokenValues = Partial<Record<'Token name' | 'Symbol' | 'Token price' | 'Tokens for sale' | 'Minimum offer' | 'Maximum offer' | 'Soft cap' | 'Maximum fundraising' | 'Minimum contribution' | 'Campaign start' | 'Campaign end', string>>;

/** A round the investor can order in today: 10.00 a token, 1000 tokens, offers of 10.00 to 5000.00. */
export const OPEN_ROUND: TokenValues = {
  'Token name': 'Huerto',
  Symbol: 'HSOL',
  'Token price': '10',
  'Tokens for sale': '1000',
  'Minimum offer': '10',
  'Maximum offer': '5000',
  'Soft cap': '2000',
  'Maximum fundraising': '10000',
  'Minimum contribution': '10',
  'Campaign start': dateIn(0),
  'Campaign end': dateIn(60),
};

/** The authoring form (`/…/issuances/create`, `/…/issuances/:id/edit`) and the phase panel of the issuance sheet. */
export class AuthoringPage {
  constructor(
    private readonly page: Page,
    private readonly area: Area,
  ) {}

  async openCreate(): Promise<void> {
    await this.page.goto(`/${this.area}/issuances/create`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'New project' })).toBeVisible();
  }

  async openSheet(id: string): Promise<void> {
    await this.page.goto(`/${this.area}/issuances/${id}`);
    await expect(this.phasePanel).toBeVisible();
  }

  /** The id of the draft whose edit form is open. */
  idFromUrl(): string {
    const match = /\/issuances\/([^/]+)\/edit/.exec(this.page.url());
    if (!match?.[1]) throw new Error(`No draft id in ${this.page.url()}`);
    return decodeURIComponent(match[1]);
  }

  stepHeading(name: string): Locator {
    return this.page.getByRole('heading', { level: 2, name, exact: true });
  }

  field(label: string): Locator {
    return this.page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
  }

  async submitStep(label: 'Create draft' | 'Save and continue' | 'Save and preview'): Promise<void> {
    await this.page.getByRole('button', { name: label }).click();
  }

  async fillBasics(values: { title: string; subtitle: string; slug: string }): Promise<void> {
    await expect(this.stepHeading('Basics')).toBeVisible();
    await this.field('Title').fill(values.title);
    await this.field('Subtitle').fill(values.subtitle);
    await this.field('Address (slug)').fill(values.slug);
    await expect(this.page.getByText(`“${values.slug}” is free.`)).toBeVisible();
    await this.field('Product type').selectOption({ index: 1 });
    await this.field('Modality').selectOption({ index: 1 });
  }

  async fillStory(): Promise<void> {
    await expect(this.stepHeading('Story')).toBeVisible();
    await this.field('Short description').fill('Solar panels on public roofs, shared by the neighbourhood.');
    await this.field('Market').fill('Self-consumption');
    await this.field('Business model').fill('Energy sold to the neighbours at a fixed price.');
  }

  /** Uploads the logo and two intro images, waiting for each to show. */
  async uploadMedia(): Promise<void> {
    await expect(this.stepHeading('Logo, images and video')).toBeVisible();
    await this.page.getByLabel('Choose the logo').setInputFiles(png('logo.png'));
    await expect(this.page.getByRole('img', { name: 'Logo', exact: true })).toBeVisible();
    await this.page.getByLabel('Add images').setInputFiles([png('one.png'), png('two.png')]);
    await expect(this.page.getByRole('img', { name: /^Image \d$/ })).toHaveCount(2);
    await expect(this.page.getByText('2 of', { exact: false })).toBeVisible();
  }

  /** Uploads one PDF with the chosen permission and waits for it in the list. */
  async uploadDocument(name: string, permission: 'Public' | 'Hidden from investors'): Promise<void> {
    await expect(this.stepHeading('Documents')).toBeVisible();
    await this.page.getByLabel('PDF file').setInputFiles(pdf('deck.pdf'));
    await this.field('Name').fill(name);
    await this.page.getByRole('combobox', { name: 'Who can see it', exact: true }).selectOption({ label: permission });
    await this.page.getByRole('button', { name: 'Upload document' }).click();
    await expect(this.page.getByRole('list', { name: 'Documents of the issuance' }).getByText(name, { exact: true })).toBeVisible();
  }

  async fillToken(values: TokenValues): Promise<void> {
    await expect(this.stepHeading('Token and round')).toBeVisible();
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  get phasePanel(): Locator {
    return this.page.getByRole('region', { name: 'Phases' });
  }

  /** The move buttons the panel offers, in order. */
  get moves(): Locator {
    return this.phasePanel.getByRole('list', { name: 'Possible moves' }).getByRole('button');
  }

  /** Clicks a move and confirms it in its dialog. */
  async move(button: string, dialogTitle: string): Promise<void> {
    await this.phasePanel.getByRole('button', { name: button }).click();
    const dialog = this.page.getByRole('dialog', { name: dialogTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: button }).click();
    await expect(dialog).toBeHidden();
  }

  /** The signed-in person's token, to call the API as they would. */
  async token(): Promise<string> {
    const stored = await this.page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);
    const token = (JSON.parse(stored ?? '{}') as { access_token?: string }).access_token;
    if (!token) throw new Error('nobody is signed in');
    return token;
  }

  /** Asks the API for a phase change as the signed-in person: the answer's status and error key. */
  async requestMove(id: string, to: string): Promise<{ status: number; error: string | undefined }> {
    const answer = await this.page.request.post(`http://localhost:${PORTS.api}/api/v2/pfp/issuances/${id}/phase`, {
      headers: { 'X-USER-ACCESS-TOKEN': await this.token() },
      data: { to },
    });
    const body = (await answer.json().catch(() => ({}))) as { error?: string };
    return { status: answer.status(), error: body.error };
  }
}
