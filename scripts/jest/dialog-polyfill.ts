// jsdom has <dialog> but not showModal() or close(). This stands in for what the browser does
// and the tests rely on: the open attribute, Escape firing a cancelable `cancel` event that
// closes unless prevented, and a `close` event.
function onEscape(this: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== 'Escape') return;
  const cancel = new Event('cancel', { cancelable: true });
  if (this.dispatchEvent(cancel)) this.close();
}

if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
      this.addEventListener('keydown', onEscape);
    },
    show(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.removeEventListener('keydown', onEscape);
      this.dispatchEvent(new Event('close'));
    },
  });
}
