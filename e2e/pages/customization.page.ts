import { expect, type Locator, type Page } from '@playwright/test';

/** The manager's customization editor (`/manager/customization`): the form, its preview and the versions. */
export class CustomizationPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/manager/customization');
    await expect(this.form).toBeVisible();
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: 'Customization' });
  }

  get preview(): Locator {
    return this.page.getByTestId('customization-preview');
  }

  /** The preview's sign-in button, drawn in the draft's brand colour. */
  get previewButton(): Locator {
    return this.preview.getByRole('button', { name: 'Sign in' });
  }

  /** The onboarding steps in the preview's stepper, in the draft's order. */
  get previewSteps(): Locator {
    return this.preview.getByRole('navigation', { name: 'Onboarding' }).getByRole('listitem');
  }

  async setBrandColour(hex: string): Promise<void> {
    await this.form.getByRole('textbox', { name: 'Brand colour', exact: true }).fill(hex);
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  async moveUp(item: string, list: string): Promise<void> {
    await this.form.getByRole('button', { name: `Move ${item} up in ${list}` }).click();
  }

  /** Saves and answers the number of the new version. */
  async save(): Promise<number> {
    const answer = this.page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith('/manager/customization'));
    await this.form.getByRole('button', { name: 'Save as a new version' }).click();
    const response = await answer;
    expect(response.ok()).toBe(true);
    const number = ((await response.json()) as { data: { version: { number: number } } }).data.version.number;
    await expect(this.page.getByText(`Customization saved as version ${number}`)).toBeVisible();
    return number;
  }

  async restore(number: number): Promise<void> {
    await this.page.getByRole('button', { name: `Restore version ${number}` }).click();
    await this.page.getByRole('dialog', { name: `Restore version ${number}?` }).getByRole('button', { name: 'Restore' }).click();
    await expect(this.page.getByText(`Version ${number} restored`)).toBeVisible();
  }
}
