import { axe } from 'jest-axe';

/**
 * Fails with the axe rules a rendered screen breaks (names, roles, contrast left aside: jsdom
 * draws nothing), listed by rule and the elements that break it, so the failure says what to fix.
 */
export async function expectNoA11yViolations(container: Element): Promise<void> {
  const results = await axe(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
