import { expect, type Locator, type Page } from '@playwright/test';

/** The investor's issuances page: filters above, cards or rows, pagination below. */
export class IssuancesPage {
  constructor(private readonly page: Page) {}

  async open(origin = ''): Promise<void> {
    await this.page.goto(`${origin}/user/issuances`);
    await expect(this.results).toBeVisible();
  }

  /** The list of projects, once loaded (named "Projects" / "Proyectos"). */
  get results(): Locator {
    return this.page.getByRole('list', { name: /^(Projects|Proyectos)$/ });
  }

  project(title: string): Locator {
    return this.results.getByRole('article', { name: title });
  }

  titles(): Promise<string[]> {
    return this.results.getByRole('article').getByRole('heading').allTextContents();
  }

  async filterByStatus(label: string): Promise<void> {
    await this.page.getByRole('combobox', { name: /^(Status|Estado)$/ }).selectOption({ label });
  }

  async filterByProductType(label: string): Promise<void> {
    await this.page.getByRole('combobox', { name: /^(Product type|Tipo de producto)$/ }).selectOption({ label });
  }

  /** Types a search and waits until the list shows its answer (the list is busy until then). */
  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: /^(Search|Buscar)$/ }).fill(text);
    await expect.poll(() => new URL(this.page.url()).searchParams.get('q')).toBe(text.trim());
    await expect(this.page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  }

  async showAs(view: 'Grid' | 'List'): Promise<void> {
    await this.page.getByRole('group', { name: 'View' }).getByRole('button', { name: view }).click();
  }

  async openProject(title: string): Promise<ProjectSheetPage> {
    await this.project(title).getByRole('link', { name: title }).click();
    const sheet = new ProjectSheetPage(this.page);
    await expect(sheet.title).toHaveText(title);
    return sheet;
  }
}

/** A project sheet: the investor's (`/user/issuances/{id}`) or the public landing (`/invest/{slug}`). */
export class ProjectSheetPage {
  constructor(private readonly page: Page) {}

  get title(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  followButton(title: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^(Follow|Seguir) ${title}$`) });
  }

  /** Leaves the project unfollowed, whatever an earlier run left behind. */
  async ensureNotFollowing(title: string): Promise<void> {
    const button = this.followButton(title);
    if ((await button.getAttribute('aria-pressed')) === 'true') {
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await expect(button).toBeEnabled();
    }
  }

  async toggleFollow(title: string, expected: boolean): Promise<void> {
    const button = this.followButton(title);
    const answered = this.page.waitForResponse((response) => /\/issuances\/[^/]+\/follow$/.test(response.url()) && response.ok());
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', String(expected));
    await answered;
  }
}
