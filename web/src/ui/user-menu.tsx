import type { User } from '@app/domain';
import { type ComponentType, useCallback, useRef, useState } from 'react';
import { UserMenuButton } from './user-menu-button';
import type { UserMenuDropdown } from './user-menu-dropdown';

type Dropdown = typeof UserMenuDropdown;

const loadDropdown = () => import('./user-menu-dropdown').then((m) => m.UserMenuDropdown);

/**
 * The signed-in header's user menu. Its button is on the page from the first paint; the menu
 * itself (Mantine's Menu: Floating UI, focus handling, transitions) loads when the student
 * reaches for it — the pointer over the button, a touch, the focus, a click — so no page's
 * first load carries it. A click (or Enter, Space) that came before the code opens the menu
 * as soon as it is there, and the focus stays on the button: no dead button, keyboard included.
 */
export default function UserMenu({ user }: { user: User }) {
  const [Loaded, setLoaded] = useState<ComponentType<Parameters<Dropdown>[0]> | null>(null);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  const loading = useRef<Promise<void> | null>(null);

  const load = useCallback(() => {
    loading.current ??= loadDropdown().then(
      (dropdown) => {
        hadFocus.current = document.activeElement === button.current;
        setLoaded(() => dropdown);
      },
      // Not loaded (offline): the next reach for the button tries again.
      () => {
        loading.current = null;
      },
    );
  }, []);

  if (Loaded) return <Loaded user={user} opened={openOnArrival} focus={hadFocus.current} />;
  return (
    <UserMenuButton
      user={user}
      ref={button}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onTouchStart={load}
      onFocus={load}
      onClick={() => {
        setOpenOnArrival(true);
        load();
      }}
    />
  );
}
