import { expect, type Page } from '@playwright/test';

/** /login: e-mail, password, and the links around them. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  async signIn(email: string, password: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await this.page.getByLabel('E-mail').fill(email);
    await this.page.getByLabel('Password', { exact: false }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  get error() {
    return this.page.getByRole('alert');
  }
}
