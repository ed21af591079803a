import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithI18n } from '../../test/i18n';
import { Pagination } from './pagination';
import { pageItems } from './pages';

describe('Pagination', () => {
  it('is a labelled navigation that marks the current page', () => {
    renderWithI18n(<Pagination page={3} pageCount={5} onPageChange={jest.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Page 3 of 5')).toBeInTheDocument();
  });

  it('moves to the previous, next and a chosen page', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    renderWithI18n(<Pagination page={3} pageCount={5} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange.mock.calls).toEqual([[2], [4], [5]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderWithI18n(<Pagination page={1} pageCount={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    rerender(<Pagination page={3} pageCount={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('speaks Spanish when the interface is in Spanish', () => {
    renderWithI18n(<Pagination page={1} pageCount={3} onPageChange={jest.fn()} />, 'es');
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeInTheDocument();
  });

  it('renders nothing for a single page', () => {
    renderWithI18n(<Pagination page={1} pageCount={1} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithI18n(<Pagination page={5} pageCount={20} onPageChange={jest.fn()} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps first, last and the neighbours of the current page', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});
