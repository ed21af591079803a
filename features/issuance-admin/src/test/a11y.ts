import { axe } from 'jest-axe';

/**
 * Checks the rendered screen with axe (labels, names, ARIA use, landmarks). Colour contrast is
 * left to the browser screenshots: jsdom computes no styles.
 */
export async function expectNoA11yViolations(container: Element): Promise<void> {
  const results = await axe(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
}
