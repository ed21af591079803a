import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithI18n } from '../../test/i18n';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';
import { Modal } from './modal';

function ClaimExample({ onConfirm }: { onConfirm: () => void | Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Claim earning</Button>
      <ConfirmDialog
        open={open}
        title="Claim this earning?"
        description="120,00 € will be sent to your bank account."
        consequence="Claiming cannot be undone."
        confirmLabel="Claim"
        onConfirm={async () => {
          await onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opens as a labelled modal dialog that names the consequence, with focus on Cancel', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ClaimExample onConfirm={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Claim earning' }));
    const dialog = screen.getByRole('dialog', { name: 'Claim this earning?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('120,00 € will be sent to your bank account.');
    expect(screen.getByText('Claiming cannot be undone.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('runs the action only on confirm and closes when it finishes', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn().mockResolvedValue(undefined);
    renderWithI18n(<ClaimExample onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Claim earning' }));
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does nothing on cancel and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderWithI18n(<ClaimExample onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Claim earning' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderWithI18n(<ClaimExample onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Claim earning' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Claim earning' })).toHaveFocus();
  });

  it('stays open and busy while the action runs', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => {
      finish = resolve;
    });
    renderWithI18n(<ClaimExample onConfirm={() => pending} />);
    await user.click(screen.getByRole('button', { name: 'Claim earning' }));
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(screen.getByRole('button', { name: 'Claim' })).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says inside the dialog why the action failed, and stays open for a retry', async () => {
    renderWithI18n(<ConfirmDialog open title="Claim this earning?" error="The earning was already claimed." onConfirm={jest.fn()} onCancel={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Claim this earning?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The earning was already claimed.');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('has no accessibility violations', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ClaimExample onConfirm={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Claim earning' }));
    expect(await axe(document.body)).toHaveNoViolations();
  });
});

describe('Modal', () => {
  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <>
        <button type="button">Outside</button>
        <Modal open onClose={jest.fn()} title="Edit" footer={<button type="button">Save</button>}>
          <input aria-label="Name" />
        </Modal>
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close dialog' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('opens as a native modal dialog and closes when its backdrop is clicked', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithI18n(<Modal open onClose={onClose} title="Edit" />);
    const dialog = screen.getByRole('dialog', { name: 'Edit' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    // The backdrop belongs to the dialog element; its content box is a child.
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('heading', { name: 'Edit' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on Escape and on the backdrop while it is not dismissible', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithI18n(<Modal open dismissible={false} onClose={onClose} title="Saving" footer={<button type="button">Wait</button>} />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
  });
});
