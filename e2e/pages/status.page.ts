import { expect, type Locator, type Page } from '@playwright/test';
import type { RemoteName } from '../support/suite';

/** The host's System status page: each remote, where it is served from and what it reported. */
export class StatusPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/status');
    await expect(this.page.getByRole('heading', { name: 'System status' })).toBeVisible();
  }

  async checkEveryArea(): Promise<void> {
    await this.page.getByRole('button', { name: 'Check every area' }).click();
  }

  row(remote: RemoteName): Locator {
    return this.page.locator('tr', { has: this.page.locator(`[data-remote="${remote}"]`) });
  }

  state(remote: RemoteName): Locator {
    return this.row(remote).getByTestId('remote-status');
  }

  platform(remote: RemoteName): Locator {
    return this.row(remote).getByTestId('remote-platform');
  }

  /** Why the host refused the remote, each reason with both versions. */
  problems(remote: RemoteName): Locator {
    return this.row(remote).getByTestId('remote-problems');
  }

  /** The entry the page runs for the remote. */
  entry(remote: RemoteName): Locator {
    return this.row(remote).getByTestId('remote-entry');
  }

  /** Which of the manifest's builds that entry is: everyone's, the tenant's or the canary. */
  build(remote: RemoteName): Locator {
    return this.row(remote).getByTestId('remote-build');
  }

  version(remote: RemoteName): Locator {
    return this.row(remote).getByTestId('remote-version');
  }
}
