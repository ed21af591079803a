import { expect, type Page } from '@playwright/test';

/** A role area or the invest flow: the host's layout with a remote's routes spliced in. */
export class AreaPage {
  constructor(private readonly page: Page) {}

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  get unavailablePanel() {
    return this.page.getByRole('alert').filter({ hasText: 'This area is temporarily unavailable' });
  }

  get retryButton() {
    return this.page.getByRole('button', { name: 'Try again' });
  }

  get notFoundHeading() {
    return this.page.getByRole('heading', { name: 'Page not found' });
  }

  async expectDashboardLayout(areaName: string): Promise<void> {
    await expect(this.page.getByRole('banner').getByText(areaName)).toBeVisible();
  }
}
