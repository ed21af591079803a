import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { boardApi, type BoardData } from 'shared/board/mock-api';
import { ad, boardThread, demoBoard, ME, PABLO } from 'shared/board/testing';
import { expectNoA11yViolations } from 'shared/testing';
import { createTestPlatform, currentLocation, loginAnswer, renderScreen } from 'host/testing';
import { BoardPage as BoardScreen } from './board.screen';

function open(path: string, data: BoardData = demoBoard(), platform = createTestPlatform()) {
  const api = boardApi(data);
  const view = renderScreen(<BoardScreen />, { path, route: '/user/transfers', handlers: api.handlers, platform });
  return { api, view };
}
const messagesOf = async (dialog: HTMLElement) => within(await within(dialog).findByRole('list', { name: 'Messages' })).getAllByRole('listitem');

describe('/user/transfers, reply threads', () => {
  it('shows the seller, on their ad, who wrote and what is new, and lets them read the thread and reply', async () => {
    const user = userEvent.setup();
    const { api, view } = open('/user/transfers?tab=mine');
    const toggle = await screen.findByRole('button', { name: 'Messages (1 new) about AD-2026-000004' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const threads = within(await screen.findByRole('list', { name: 'Conversations about AD-2026-000004' })).getAllByRole('listitem');
    expect(threads).toHaveLength(2);
    expect(threads[0]).toHaveTextContent(/Pablo O\..*Would you take 1\.15 each\?.*1 new/);
    expect(threads[1]).toHaveTextContent('You: Yes, all 30 of them.');
    await user.click(within(threads[0] as HTMLElement).getByRole('button', { name: 'Open the conversation with Pablo O.' }));

    const dialog = await screen.findByRole('dialog', { name: 'Conversation with Pablo O.' });
    expect(currentLocation().search).toBe('?tab=mine&conversation=conv-ad-4-user-22');
    expect(await messagesOf(dialog)).toHaveLength(1);
    expect(dialog).toHaveTextContent("About ad AD-2026-000004 for Solar Park Almeria. Neither of you sees the other's e-mail address.");
    await user.type(within(dialog).getByRole('textbox', { name: /Your reply/ }), 'Make it 1.18 and they are yours.');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await waitFor(async () => expect(await messagesOf(dialog)).toHaveLength(2));
    expect((await messagesOf(dialog))[1]).toHaveTextContent(/You.*Make it 1\.18 and they are yours\./);
    expect(within(dialog).getByText('Message sent.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Your reply/ })).toHaveValue('');
    expect(api.conversations().find((thread) => thread.id === 'conv-ad-4-user-22')?.messages.at(-1)?.body).toBe('Make it 1.18 and they are yours.');
    await expectNoA11yViolations(view.container);

    await user.click(within(dialog).getByRole('button', { name: 'Close the conversation' }));
    await waitFor(() => expect(currentLocation().search).toBe('?tab=mine'));
  });

  it("opens from a notification's link, and the buyer continues their thread from the ad on the board", async () => {
    const user = userEvent.setup();
    const pablos = ad({ id: 'ad-7', author: PABLO, conversation_id: 'conv-ad-7-user-21', unread_messages: 1 });
    const thread = boardThread(pablos, ME, [
      { id: 'm1', sender: ME, body: 'Is the price negotiable?' },
      { id: 'm2', sender: PABLO, body: 'A little, what do you offer?' },
    ], 1);
    const { api } = open('/user/transfers', { ads: [pablos], conversations: [thread] });
    const card = (await screen.findAllByRole('article'))[0] as HTMLElement;
    expect(within(card).queryByRole('button', { name: /Contact/ })).not.toBeInTheDocument();
    expect(card).toHaveTextContent('1 new');
    await user.click(within(card).getByRole('button', { name: 'Open your conversation with Pablo O. about AD-2026-000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conversation with Pablo O.' });
    const messages = await messagesOf(dialog);
    expect(messages.map((item) => item.textContent)).toEqual([expect.stringMatching(/^You.*Is the price negotiable\?$/), expect.stringMatching(/^Pablo O\..*A little, what do you offer\?$/)]);
    expect(within(messages[1] as HTMLElement).getByText(/2026/).tagName).toBe('TIME');
    await user.type(within(dialog).getByRole('textbox', { name: /Your reply/ }), '1.00 per token.');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(api.conversations()[0]?.messages).toHaveLength(3));
  });

  it('refuses unsafe text in the reply, with the reason on the field', async () => {
    const user = userEvent.setup();
    const { api } = open('/user/transfers?tab=mine&conversation=conv-ad-4-user-22');
    const dialog = await screen.findByRole('dialog', { name: 'Conversation with Pablo O.' });
    await user.type(within(dialog).getByRole('textbox', { name: /Your reply/ }), 'see <script>alert(1)</script>');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText(/not allowed/i)).toBeInTheDocument();
    expect(api.conversations().find((row) => row.id === 'conv-ad-4-user-22')?.messages).toHaveLength(1);
  });

  it('keeps the thread of a withdrawn ad readable and says why it cannot go on', async () => {
    const withdrawn = ad({ id: 'ad-9', author: ME, status: 'withdrawn' });
    const thread = boardThread(withdrawn, PABLO, [{ id: 'm1', sender: PABLO, body: 'Still available?' }]);
    open('/user/transfers?tab=mine&conversation=conv-ad-9-user-22', { ads: [withdrawn], conversations: [thread] });
    const dialog = await screen.findByRole('dialog', { name: 'Conversation with Pablo O.' });
    expect(await messagesOf(dialog)).toHaveLength(1);
    expect(within(dialog).getByRole('note')).toHaveTextContent('This ad is no longer open: you can read the conversation but not continue it.');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says so when the thread is not the caller’s, and offers a retry', async () => {
    open('/user/transfers?conversation=conv-of-someone-else');
    const dialog = await screen.findByRole('dialog', { name: 'Conversation' });
    expect(await within(dialog).findByText('This conversation is not available.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lets a simulating manager read the thread but not write in it, and says why', async () => {
    const platform = createTestPlatform();
    platform.session.startBackdoor(loginAnswer({ token: 'simulated' }), Date.now());
    open('/user/transfers?tab=mine&conversation=conv-ad-4-user-22', demoBoard(), platform);
    const dialog = await screen.findByRole('dialog', { name: 'Conversation with Pablo O.' });
    expect(await messagesOf(dialog)).toHaveLength(1);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('note')).toBeInTheDocument();
  });
});
