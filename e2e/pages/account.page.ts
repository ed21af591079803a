import { expect, type Locator, type Page } from '@playwright/test';

/** An account page (`/user/account`, `/manager/account`): one titled section per form, each saved on its own. */
export class AccountPage {
  constructor(private readonly page: Page) {}

  async open(path = '/user/account', title = 'My account'): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(this.page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** A whole section (its form and what sits beside it), named by its title. */
  section(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  /** A section's form, named by the section's title. */
  form(title: string): Locator {
    return this.page.getByRole('form', { name: title });
  }

  /** Saves one section and waits for its success toast. */
  async save(title: string): Promise<void> {
    await this.form(title).getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByText(`${title}: saved.`)).toBeVisible();
  }
}
