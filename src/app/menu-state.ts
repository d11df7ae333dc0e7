import { createContext, useCallback, useContext, useState, type RefObject } from 'react';
import { STORAGE_KEYS, readStored, writeStored } from '../lib/storage-keys.ts';

/** Wide-screen drawer collapsed to the 80 px bar; the choice is kept locally (spec 1 §4). */
export function useCollapsedState(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => readStored(STORAGE_KEYS.menuCollapsed) === 'true');
  const toggle = useCallback(() => {
    writeStored(STORAGE_KEYS.menuCollapsed, collapsed ? 'false' : 'true');
    setCollapsed(!collapsed);
  }, [collapsed]);
  return [collapsed, toggle];
}

export interface MenuControl {
  readonly collapsed: boolean;
  readonly toggleCollapsed: () => void;
  readonly menuRef: RefObject<HTMLIonMenuElement | null>;
}

export const MenuControlContext = createContext<MenuControl | null>(null);

export function useMenuControl(): MenuControl {
  const control = useContext(MenuControlContext);
  if (!control) throw new Error('useMenuControl outside the shell');
  return control;
}
