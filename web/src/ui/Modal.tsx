// A modal dialog on the native <dialog> element: the browser traps focus, Escape closes it and the
// page behind is inert. Mounted only while open; closing gives the focus back to its opener.

import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';

export interface ModalProps {
  title: string;
  onClose(): void;
  children: ComponentChildren;
  class?: string;
}

export function Modal({ title, onClose, children, class: extra }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    // The control that opened the dialog gets the focus back when it closes (the browser's own
    // restoring does not happen here, the dialog being taken out of the page), so that a keyboard
    // player goes on from where they were rather than from the top of the page.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      dialog?.close?.();
      if (opener?.isConnected && !dialog?.contains(opener)) opener.focus({ preventScroll: true });
    };
  }, []);
  return (
    <dialog
      ref={ref}
      class={`modal ${extra ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div class="modal-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" class="modal-close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
