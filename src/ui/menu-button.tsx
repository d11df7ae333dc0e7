import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import './menu-button.css';

export interface MenuItem {
  readonly key: string;
  readonly label: string;
  readonly icon?: ReactNode;
  readonly testId?: string;
  readonly lang?: string;
  readonly current?: boolean;
  readonly onSelect: () => void;
}

interface MenuButtonProps {
  readonly label: string;
  readonly content: ReactNode;
  readonly items: readonly MenuItem[];
  readonly testId?: string;
  /** Read-only content above the items (the phone's overflow menu shows the bank clocks there). */
  readonly header?: ReactNode;
}

/**
 * A top-bar button opening a small menu (language, settings). The menu is portalled to <body>
 * with fixed coordinates because toolbars clip what overflows them; keyboard: arrows move,
 * Esc closes and returns focus to the button, Tab leaves.
 */
export function MenuButton({ label, content, items, testId, header }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; right: number } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useLayoutEffect(() => {
    if (!open || !button.current) return;
    const rect = button.current.getBoundingClientRect();
    setPosition({ top: rect.bottom + 4, right: Math.max(8, window.innerWidth - rect.right) });
  }, [open]);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    const onResize = () => setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('resize', onResize);
    };
  }, [open, position]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      entries[(index + step + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? entries[0] : entries[entries.length - 1])?.focus();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="cb-icon-button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid={testId}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        {content}
      </button>
      {open && position
        ? createPortal(
            <div
              ref={menu}
              id={menuId}
              role="menu"
              aria-label={label}
              className="cb-menu"
              style={{ top: position.top, right: position.right }}
              onKeyDown={onKeyDown}
            >
              {header ? <div className="cb-menu__header">{header}</div> : null}
              {items.map((item) => (
                <button
                  key={item.key}
                  type="button"
                  role="menuitem"
                  className={item.current ? 'cb-menu__item cb-menu__item--current' : 'cb-menu__item'}
                  lang={item.lang}
                  aria-current={item.current || undefined}
                  data-testid={item.testId}
                  tabIndex={-1}
                  onClick={() => {
                    close(false);
                    item.onSelect();
                  }}
                >
                  {item.icon}
                  <span>{item.label}</span>
                </button>
              ))}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
