import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const ModalPart = lazy(() => import('./modal-part'));

/**
 * A dialog whose code (Mantine's Modal: overlay, focus trap, scroll lock, transitions) loads
 * the first time it opens, not with the page: none is open when a page first paints. The
 * same props as Modal; nothing is rendered before the first opening (a closed Modal renders
 * nothing either), and once loaded it stays, so closing it is Mantine's own.
 */
export function LazyModal(props: ModalProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalPart {...props} />
    </Suspense>
  );
}
