import { act, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { I18nextProvider } from 'react-i18next';
import { platform } from 'host/platform';
import { BusToaster } from './bus-toaster';

function renderToaster() {
  return render(
    <I18nextProvider i18n={platform.i18n}>
      <BusToaster />
    </I18nextProvider>,
  );
}

beforeAll(() => {
  // jsdom has no matchMedia; the toaster asks it about reduced motion.
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList;
});

beforeEach(async () => {
  await platform.i18n.changeLanguage('en');
  act(() => toast.remove());
});

describe('the toaster', () => {
  it('adds nothing to the page until a toast is asked for, then shows every one asked for while it loaded', async () => {
    const { container } = renderToaster();
    expect(container).toBeEmptyDOMElement();
    act(() => {
      platform.bus.emit('toast.requested', { kind: 'info', messageKey: 'first' });
      platform.bus.emit('toast.requested', { kind: 'success', messageKey: 'second' });
    });
    await waitFor(() => expect(screen.getAllByRole('status').map((item) => item.textContent)).toEqual(['second', 'first']));
    act(() => platform.bus.emit('toast.requested', { kind: 'info', messageKey: 'third' }));
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(3));
  });

  it('shows at most 3 toasts at once, the newest ones', async () => {
    renderToaster();
    act(() => {
      for (let i = 1; i <= 5; i++) platform.bus.emit('toast.requested', { kind: 'info', messageKey: `toast ${i}` });
    });
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(3));
    expect(screen.getAllByRole('status').map((item) => item.textContent).sort()).toEqual(['toast 3', 'toast 4', 'toast 5']);
  });

  it('sits bottom right, clear of the header with its language switch and user menu', async () => {
    renderToaster();
    act(() => platform.bus.emit('toast.requested', { kind: 'success', messageKey: 'Saved' }));
    const item = await screen.findByRole('status');
    const positioned = item.closest('[style*="bottom"]');
    expect(positioned?.getAttribute('style')).toMatch(/bottom: 0px/);
    expect(positioned?.getAttribute('style')).not.toMatch(/top: 0px/);
    expect(positioned?.getAttribute('style')).toMatch(/justify-content: flex-end/);
  });

  it('keeps each toast 5000 ms', async () => {
    renderToaster();
    // The first toast brings the toast library; time the one after it.
    act(() => platform.bus.emit('toast.requested', { kind: 'info', messageKey: 'First' }));
    await screen.findByRole('status');
    act(() => toast.remove());
    jest.useFakeTimers();
    try {
      act(() => platform.bus.emit('toast.requested', { kind: 'info', messageKey: 'Saved' }));
      act(() => jest.advanceTimersByTime(4900));
      expect(screen.getByRole('status')).toHaveTextContent('Saved');
      // Dismissed at 5000 ms, then removed once its exit animation is over.
      act(() => jest.advanceTimersByTime(200));
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('turns an API failure into its status text with the error in words', async () => {
    renderToaster();
    act(() =>
      platform.bus.emit('toast.requested', {
        kind: 'error',
        messageKey: 'errors:api_client.response_code_400',
        params: { error: 'validation_error' },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('There is a problem with the request: some fields are not valid');
  });

  it.each([
    [401, 'Authentication credentials were not found'],
    [403, 'You do not have permission'],
    [404, 'The request does not exist'],
    [500, 'Something went wrong. Please try again in a few minutes'],
    [503, 'We are doing maintenance'],
    [422, 'Something did not work (the code is incorrect). Please try again.'],
  ])('says the section-8 text for status %i', async (status, text) => {
    renderToaster();
    act(() =>
      platform.bus.emit('toast.requested', {
        kind: 'error',
        messageKey: `errors:api_client.response_code_${status}`,
        params: { error: 'invalid_code' },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(text);
  });

  it.each([
    ['en', 'account_has_open_investments', 'Something did not work (the account has investments in progress). Please try again.'],
    ['en', 'user_is_caller', 'Something did not work (you cannot do this to your own account). Please try again.'],
    ['es', 'account_company_required', 'guarda los datos de la empresa antes que sus socios'],
    ['es', 'user_has_records', 'el usuario tiene registros que deben conservarse'],
  ])('says a refused account or user action in words (%s, %s)', async (language, error, text) => {
    await platform.i18n.changeLanguage(language);
    renderToaster();
    act(() => platform.bus.emit('toast.requested', { kind: 'error', messageKey: 'errors:api_client.response_code_409', params: { error } }));
    const shown = await screen.findByRole('status');
    expect(shown).toHaveTextContent(text);
    expect(shown).not.toHaveTextContent(error);
  });
});
