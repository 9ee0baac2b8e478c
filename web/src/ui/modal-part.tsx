import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * Mantine's Modal as its own chunk (ui/lazy-modal.tsx loads it). It arrives asked to be open:
 * it renders closed once and opens in the next render, so the Modal sees itself opened as it
 * would after a click — its transition runs and the focus goes back to the button that opened
 * it when it closes.
 */
export default function ModalPart({ opened, ...props }: ModalProps) {
  const [arrived, setArrived] = useState(false);
  useEffect(() => setArrived(true), []);
  return <Modal opened={opened && arrived} {...props} />;
}
