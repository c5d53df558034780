import { useEffect, useRef } from 'react';

type DirtyCheck = () => boolean;

const checks = new Set<DirtyCheck>();

function askBeforeUnload(event: BeforeUnloadEvent): void {
  if (!hasUnsavedChanges()) return;
  // The browser asks its own question (its wording cannot be set); both lines are needed across browsers.
  event.preventDefault();
  event.returnValue = '';
}

/** Whether any open form holds input that has not been saved. */
export function hasUnsavedChanges(): boolean {
  return [...checks].some((check) => check());
}

/**
 * Declares a form's typed input while `active` (a dialog while open): the
 * console asks before the input would be lost — the session lapsing, the
 * browser tab closing or reloading — instead of dropping it without a word.
 */
export function useUnsavedChanges(active: boolean, isDirty: DirtyCheck): void {
  const latest = useRef(isDirty);
  useEffect(() => {
    latest.current = isDirty;
  });
  useEffect(() => {
    if (!active) return undefined;
    const check = () => latest.current();
    if (checks.size === 0) window.addEventListener('beforeunload', askBeforeUnload);
    checks.add(check);
    return () => {
      checks.delete(check);
      if (checks.size === 0) window.removeEventListener('beforeunload', askBeforeUnload);
    };
  }, [active]);
}
