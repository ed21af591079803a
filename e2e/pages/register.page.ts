import { expect, type Page } from '@playwright/test';

/** /register and its second step, the e-mailed code. */
export class RegisterPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/register');
    await expect(this.page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  }

  async fill(account: { name: string; surname: string; email: string; password: string }): Promise<void> {
    await this.page.getByLabel('Name', { exact: false }).first().fill(account.name);
    await this.page.getByLabel('Surname').fill(account.surname);
    await this.page.getByLabel('E-mail').fill(account.email);
    await this.page.getByLabel(/^Password/).fill(account.password);
    await this.page.getByLabel(/^Repeat the password/).fill(account.password);
    await this.page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await this.page.getByRole('checkbox', { name: /privacy policy/ }).check();
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }

  get codeStep() {
    return this.page.getByRole('heading', { name: 'Check your e-mail' });
  }

  async verify(code: string): Promise<void> {
    await this.page.getByLabel(/Verification code/).fill(code);
    await this.page.getByRole('button', { name: 'Verify and continue' }).click();
  }

  async resend(): Promise<void> {
    await this.page.getByRole('button', { name: 'Send a new code' }).click();
  }
}
