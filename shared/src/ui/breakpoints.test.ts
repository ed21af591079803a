import { act, renderHook } from '@testing-library/react';
import { breakpointOf, useBreakpoint } from './breakpoints';

describe('layout breakpoints (spec section 9)', () => {
  it.each([
    [390, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1280, 'tablet'],
    [1281, 'small-desktop'],
    [1440, 'small-desktop'],
    [1441, 'desktop'],
  ] as const)('a window %i px wide is %s', (width, breakpoint) => {
    expect(breakpointOf(width)).toBe(breakpoint);
  });

  it('follows the window as it is resized', () => {
    const { result } = renderHook(() => useBreakpoint());
    act(() => {
      window.innerWidth = 500;
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe('mobile');
    act(() => {
      window.innerWidth = 1600;
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe('desktop');
  });
});
