import { axe } from 'jest-axe';

/**
 * Runs axe on what is rendered (the whole page by default) and fails with one readable line per
 * violation (rule, impact, how many nodes, the first node's selector), like the e2e helper of
 * the same name, so a screen test says what to fix.
 */
export async function expectNoA11yViolations(container: Element = document.body): Promise<void> {
  const { violations } = await axe(container, {
    rules: {
      // A screen test renders the screen without the host's layout, whose landmarks (main, nav)
      // hold every page's content: "region" is the e2e check's to make on the whole page.
      region: { enabled: false },
      // jsdom draws nothing, so contrast cannot be measured here; the e2e check measures it.
      'color-contrast': { enabled: false },
    },
  });
  expect(violations.map((violation) => `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.nodes.length} × ${violation.nodes[0]?.target.join(' ') ?? ''}`)).toEqual([]);
}
