/**
 * The message keys of each move, written out whole so the message checks see each one used
 * (a key built from the move's name would hide them).
 */
export const MOVE_TEXT = {
  confirm_payment: {
    action: 'investments.move.confirm_payment.action',
    named: 'investments.move.confirm_payment.named',
    title: 'investments.move.confirm_payment.title',
    description: 'investments.move.confirm_payment.description',
    consequence: 'investments.move.confirm_payment.consequence',
    confirm: 'investments.move.confirm_payment.confirm',
    done: 'investments.move.confirm_payment.done',
  },
  reject_payment: {
    action: 'investments.move.reject_payment.action',
    named: 'investments.move.reject_payment.named',
    title: 'investments.move.reject_payment.title',
    description: 'investments.move.reject_payment.description',
    consequence: null,
    confirm: 'investments.move.reject_payment.confirm',
    done: 'investments.move.reject_payment.done',
  },
  close: {
    action: 'investments.move.close.action',
    named: 'investments.move.close.named',
    title: 'investments.move.close.title',
    description: 'investments.move.close.description',
    consequence: 'investments.move.close.consequence',
    confirm: 'investments.move.close.confirm',
    done: 'investments.move.close.done',
  },
  cancel: {
    action: 'investments.move.cancel.action',
    named: 'investments.move.cancel.named',
    title: 'investments.move.cancel.title',
    description: 'investments.move.cancel.description',
    consequence: null,
    confirm: 'investments.move.cancel.confirm',
    done: 'investments.move.cancel.done',
  },
  mint: {
    action: 'investments.move.mint.action',
    named: 'investments.move.mint.named',
    title: 'investments.move.mint.title',
    description: 'investments.move.mint.description',
    consequence: 'investments.move.mint.consequence',
    confirm: 'investments.move.mint.confirm',
    done: 'investments.move.mint.done',
  },
} as const;
