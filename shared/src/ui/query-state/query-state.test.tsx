import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isRouteNotFound } from '../../errors';
import { renderWithI18n } from '../../test/i18n';
import { QueryState, type QueryLike } from './query-state';

const answered = (status: number) => Object.assign(new Error('Request failed'), { isAxiosError: true, response: { status, data: {}, headers: {} } });

function query<T>(state: Partial<QueryLike<T>>): QueryLike<T> {
  return { data: undefined, isPending: false, error: null, isFetching: false, refetch: jest.fn(), ...state };
}

const show = (name: string) => <p>{name}</p>;

describe('QueryState', () => {
  it('says it is loading while the data is on its way, with the skeleton the page gave', () => {
    renderWithI18n(
      <QueryState query={query<string>({ isPending: true })} errorTitle="The project could not be loaded" loading={<span data-testid="skeleton" />}>
        {show}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
  });

  it('shows the content once the data is there, and keeps it when a refresh fails', () => {
    renderWithI18n(
      <QueryState query={query({ data: 'Solar Park', error: answered(503) })} errorTitle="The project could not be loaded">
        {show}
      </QueryState>,
    );
    expect(screen.getByText('Solar Park')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says once what failed and asks again on Retry', async () => {
    const refetch = jest.fn();
    renderWithI18n(
      <QueryState query={query<string>({ error: answered(503), refetch })} errorTitle="The project could not be loaded">
        {show}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The project could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows what "not found" means in place when the page says so', () => {
    renderWithI18n(
      <QueryState query={query<string>({ error: answered(404) })} errorTitle="Failed" notFound={<p>This distribution does not exist</p>}>
        {show}
      </QueryState>,
    );
    expect(screen.getByText('This distribution does not exist')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("hands a 404 to the host's page-not-found when the sheet is the page", () => {
    let thrown: unknown;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderWithI18n(
        <QueryState query={query<string>({ error: answered(404) })} errorTitle="Failed" notFound="page">
          {show}
        </QueryState>,
      );
    } catch (error) {
      thrown = error;
    }
    expect(isRouteNotFound(thrown)).toBe(true);
  });

  it('treats a 404 as an error where the page gave it no meaning', () => {
    renderWithI18n(
      <QueryState query={query<string>({ error: answered(404) })} errorTitle="The list could not be loaded">
        {show}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded');
  });
});
