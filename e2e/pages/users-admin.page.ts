import { expect, type Locator, type Page } from '@playwright/test';

/** The manager's users list (`/manager/users`) and a user's sheet (`/manager/users/:id`). */
export class UsersAdminPage {
  constructor(private readonly page: Page) {}

  get table(): Locator {
    return this.page.getByRole('table', { name: /^Users, page/ });
  }

  async open(): Promise<void> {
    await this.page.goto('/manager/users');
    await expect(this.table.getByRole('row').nth(1)).toBeVisible();
  }

  /** Narrows the list to one address: the header row and that user's. */
  async search(email: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(email);
    await expect(this.table.getByRole('row')).toHaveCount(2);
    await expect(this.table.getByRole('row').nth(1)).toContainText(email);
  }

  /** Searches the list for one address and opens that user's sheet. */
  async openUser(email: string): Promise<void> {
    await this.search(email);
    await this.table.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  }

  get actions(): Locator {
    return this.page.getByRole('group', { name: 'Actions on this user' });
  }

  /** Validate and Reject, under the identification documents they are decided on. */
  get decision(): Locator {
    return this.page.getByRole('group', { name: 'Decision on the identification' });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }
}
