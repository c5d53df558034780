import { useEffect, useState } from 'react';

export interface LazyModule<M> {
  /** Starts loading (once; a failed load is tried again by the next call). */
  load: () => Promise<M>;
  /** The module once loaded, `undefined` while it loads; a failed load goes to the page's error boundary, as React.lazy's does. */
  useModule: () => M | undefined;
}

/**
 * A widget's heavy library (charts, pinyin), imported when a widget first renders rather than
 * with the screen, which keeps screens within their bundle budget (issue 9 §4). Components
 * loaded whole use React.lazy instead.
 */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const load = (): Promise<M> =>
    (pending ??= importer().then(
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
