// The project sheet as an investor sees it: its gallery shows each image whole.
import { expect, test } from '../support/fixtures';
import { DEMO_USERS, loginAs } from '../support/session';
import { IssuancesPage } from '../pages/issuances.page';

test.describe('the project sheet', () => {
  for (const width of [390, 1280]) {
    test(`shows each gallery thumbnail whole, its text uncut, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAs(page, DEMO_USERS.investor);
      const issuances = new IssuancesPage(page);
      await issuances.open();
      // A seeded project: other specs add projects of their own (without images) that may sort first.
      await issuances.search('lofts');
      await issuances.openProject('Valencia Lofts');
      const thumbnails = page.getByRole('region', { name: 'Photos and video' }).getByRole('listitem').getByRole('img');
      await expect(thumbnails.first()).toBeVisible();
      for (const thumbnail of await thumbnails.all()) {
        await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
        // The part of the image drawn: all of it unless the box crops it (object-fit: cover).
        const shown = await thumbnail.evaluate((image: HTMLImageElement) => {
          const fit = getComputedStyle(image).objectFit;
          const box = image.clientWidth / image.clientHeight;
          const natural = image.naturalWidth / image.naturalHeight;
          return fit === 'contain' || fit === 'scale-down' ? 1 : Math.min(box / natural, natural / box);
        });
        expect(shown).toBeGreaterThan(0.99);
      }
    });
  }
});
