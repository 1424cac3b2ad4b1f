// A modal dialog on the native <dialog> element: the browser traps focus, Escape closes it and the
// page behind is inert. Mounted only while open.

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
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => dialog?.close?.();
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
