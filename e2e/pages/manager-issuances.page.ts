import { readFile } from 'node:fs/promises';
import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** The number a count heading states: "14 issuances" or "14 emisiones". */
function countIn(text: string): number {
  const match = /(\d+)/.exec(text);
  if (!match?.[1]) throw new Error(`No count in "${text}"`);
  return Number(match[1]);
}

/** Data rows of a CSV file, quoted fields (with commas, quotes or line breaks) included. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',' || char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

/** A list of issuances of an area (`/manager/issuances`, `/entrepreneur/issuances`): filters,
 * the table or the cards, the count, and what the manager may do with each row. */
export class IssuancesListPage {
  constructor(
    protected readonly page: Page,
    private readonly area: 'manager' | 'entrepreneur',
  ) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/${this.area}/issuances${query}`);
    await this.waitForRows();
  }

  /** The table of the list view. */
  get table(): Locator {
    return this.page.getByRole('main').getByRole('table');
  }

  /** Waits until the results are shown and nothing is being fetched any more. */
  async waitForRows(): Promise<void> {
    await expect(this.count).toHaveText(/\d/);
    await expect(this.page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** "14 issuances" above the results. */
  get count(): Locator {
    return this.page.getByRole('main').getByRole('heading', { level: 2, name: /^\d+ (issuances?|emisi(ón|ones))$/ });
  }

  async total(): Promise<number> {
    return countIn((await this.count.textContent()) ?? '');
  }

  row(title: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  /** The row's title, which leads to the issuance sheet. */
  titleLink(title: string): Locator {
    return this.row(title).getByRole('link', { name: title, exact: true });
  }

  /** Titles of the rows on this page, in order. */
  async titles(): Promise<string[]> {
    return this.table.locator('tbody tr td:first-child a').allTextContents();
  }

  /** Runs a change of the list and waits until the answer to it is shown, not the previous one
   * that stays on screen meanwhile. */
  private async changeList(param: string, value: string, change: () => Promise<void>): Promise<void> {
    const answered = this.page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname.endsWith('/pfp/issuances') && url.searchParams.get(param) === value;
    });
    await change();
    await answered;
    await this.waitForRows();
  }

  async filterByStatus(label: string, value: string): Promise<void> {
    await this.changeList('status', value, () =>
      this.page.getByRole('combobox', { name: /^(Status|Estado)$/ }).selectOption({ label }).then(() => undefined),
    );
  }

  async search(text: string): Promise<void> {
    await this.changeList('q', text, () => this.page.getByRole('searchbox', { name: /^(Search|Buscar)$/ }).fill(text));
  }
}

export class ManagerIssuancesPage extends IssuancesListPage {
  constructor(page: Page) {
    super(page, 'manager');
  }

  /** Clicks an export button and waits for the file the browser saves. */
  async export(label: 'Export CSV' | 'Export Excel' | 'Exportar CSV' | 'Exportar Excel'): Promise<{ download: Download; text: string }> {
    const downloading = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: label }).click();
    const download = await downloading;
    const path = await download.path();
    return { download, text: await readFile(path, 'utf8') };
  }

  async askToDelete(title: string): Promise<Locator> {
    await this.page.getByRole('button', { name: new RegExp(`^(Delete|Eliminar) ${title}$`) }).first().click();
    return this.page.getByRole('dialog');
  }
}
