import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** Where a guarded navigation was going: an app path, or one step back in the browser's history. */
type Destination = { path: string } | { back: true };

export interface UnsavedChangesGuard {
  /** The person asked to leave with unsaved changes: the confirmation is open. */
  asking: boolean;
  /** Stay on the page; the changes are kept. */
  stay: () => void;
  /** Leave where the person was going; the changes are lost. */
  discard: () => void;
  /** Go to `path`, asking first when there are unsaved changes (the form's own Cancel). */
  request: (path: string) => void;
  /** Go to `path` without asking (after a save). */
  leave: (path: string) => void;
  /** Stop guarding (before a reload the person asked for). */
  disarm: () => void;
}

/** An in-app link the guard should stop: same origin, plain left click, outside the rich-text editor. */
function guardedLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return null;
  if (anchor.closest('[contenteditable="true"]')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

/**
 * Asks before unsaved changes are lost (the dashboard's topic editor). The app uses the declarative
 * router, which has no blocker, so the guard covers each way out itself: in-app links (stopped in the
 * capture phase, before the router sees them), the form's own buttons (`request`), the browser's Back
 * (one extra history entry for the page is pushed while there are changes; going back off it opens
 * the question instead of leaving) and closing or reloading the tab (the browser's own prompt).
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const navigate = useNavigate();
  const [destination, setDestination] = useState<Destination | null>(null);
  const armed = useRef(true);
  const guarding = useRef(dirty);
  /** The extra history entry is on top of the stack: Back from it stays on the page. */
  const extraEntry = useRef(false);

  useEffect(() => {
    guarding.current = dirty;
    if (dirty && !extraEntry.current) {
      window.history.pushState(window.history.state, '', window.location.href);
      extraEntry.current = true;
    }
  }, [dirty]);

  const leave = useCallback(
    (path: string) => {
      armed.current = false;
      // Replacing the extra entry keeps one history entry for the page (Back from `path` returns to it).
      navigate(path, { replace: extraEntry.current });
      extraEntry.current = false;
    },
    [navigate],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!armed.current) return;
      const url = guardedLink(event);
      if (!url || (!guarding.current && !extraEntry.current)) return;
      event.preventDefault();
      event.stopPropagation();
      const path = `${url.pathname}${url.search}${url.hash}`;
      if (guarding.current) setDestination({ path });
      else leave(path);
    };
    const onPopState = () => {
      if (!extraEntry.current) return;
      // Back took the person off the extra entry, onto the page's own entry.
      extraEntry.current = false;
      if (armed.current && guarding.current) setDestination({ back: true });
      else window.history.back();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (armed.current && guarding.current) event.preventDefault();
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [leave]);

  const stay = useCallback(() => {
    if (destination && 'back' in destination) {
      window.history.pushState(window.history.state, '', window.location.href);
      extraEntry.current = true;
    }
    setDestination(null);
  }, [destination]);

  const discard = useCallback(() => {
    setDestination(null);
    if (!destination) return;
    if ('back' in destination) {
      armed.current = false;
      window.history.back();
    } else {
      leave(destination.path);
    }
  }, [destination, leave]);

  const request = useCallback((path: string) => (guarding.current ? setDestination({ path }) : leave(path)), [leave]);
  const disarm = useCallback(() => {
    armed.current = false;
  }, []);

  return { asking: destination !== null, stay, discard, request, leave, disarm };
}
