import { lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/** Attempts at one chunk before a load counts as failed: a dropped request or a busy server is tried again. */
const LOAD_ATTEMPTS = 3;
/** Pause before the second attempt; doubled before the third. */
const RETRY_PAUSE_MS = 400;

/** Runs `importer`, trying again after a pause when it fails, up to LOAD_ATTEMPTS times. */
async function importWithRetry<M>(importer: () => Promise<M>): Promise<M> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await importer();
    } catch (error) {
      if (attempt >= LOAD_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS * 2 ** (attempt - 1)));
    }
  }
}

export interface LazyModule<M> {
  /** Starts loading (once; a failed load is tried again by the next call). */
  load: () => Promise<M>;
  /** The module once loaded, `undefined` while it loads; a failed load goes to the page's error boundary, as a lazy component's does. */
  useModule: () => M | undefined;
}

/**
 * A widget's heavy library (charts, pinyin), imported when a widget first renders rather than
 * with the screen, which keeps screens within their bundle budget (issue 9 §4). Whole
 * components load with `lazyComponent` instead.
 */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const load = (): Promise<M> =>
    (pending ??= importWithRetry(importer).then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));

  function useModule(): M | undefined {
    const [module, setModule] = useState(loaded);
    const [failure, setFailure] = useState<unknown>();
    useEffect(() => {
      if (module) return;
      let live = true;
      load().then(
        (m) => live && setModule(() => m),
        (error: unknown) => live && setFailure(() => error),
      );
      return () => {
        live = false;
      };
    }, [module]);
    if (failure) throw failure;
    return module;
  }

  return { load, useModule };
}

/**
 * A component whose code loads when it first renders (a screen, an editor, a player).
 * Unlike React.lazy alone, a failed load is tried again (LOAD_ATTEMPTS), and once it has
 * failed for good the next render starts afresh, so the error boundary's 重试 really retries
 * (React.lazy keeps the failure forever). With `fallback`, the component brings its own
 * Suspense; without, the nearest one above shows while it loads.
 */
// `any` props: any component, as React.lazy takes.
export function lazyComponent<C extends ComponentType<any>>(importer: () => Promise<{ default: C }>, fallback?: ReactNode): C {
  const fresh = () =>
    lazy(() =>
      importWithRetry(importer).catch((error: unknown) => {
        current = fresh();
        throw error;
      }),
    );
  let current = fresh();
  function LazyComponent(props: ComponentProps<C>) {
    const Loaded = current as ComponentType<ComponentProps<C>>;
    return fallback === undefined ? <Loaded {...props} /> : <Suspense fallback={fallback}><Loaded {...props} /></Suspense>;
  }
  return LazyComponent as C;
}
