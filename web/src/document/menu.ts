/** The header's mobile menu (the Burger button and the panel it controls), without React. */
export function enhanceMenu(doc: Document = document): void {
  const toggle = doc.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const panelId = toggle?.getAttribute('aria-controls');
  const panel = panelId ? doc.getElementById(panelId) : null;
  if (!toggle || !panel) return;

  const set = (open: boolean) => {
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
    // Mantine's Burger draws the cross from data-opened on its inner bar.
    const bars = toggle.firstElementChild;
    if (open) bars?.setAttribute('data-opened', 'true');
    else bars?.removeAttribute('data-opened');
  };

  toggle.addEventListener('click', () => set(panel.hidden));
  panel.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) set(false);
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      set(false);
      toggle.focus();
    }
  });
}
