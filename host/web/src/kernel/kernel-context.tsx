import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Observable } from 'rxjs';
import type { EditorKernel, ServiceKernel } from '../../../../core/index.js';
import { I18nService } from '../../../../sdk/index.js';
import type { ContributionPoint, ServiceId } from '../../../../sdk/index.js';

/** The kernel that React code below it talks to: the app kernel, or a designer's or player's editor kernel. */
export const KernelContext = createContext<ServiceKernel | EditorKernel | undefined>(undefined);

/** Make a kernel available to the components below. */
export function KernelProvider({ kernel, children }: { readonly kernel: ServiceKernel | EditorKernel; readonly children?: ReactNode }) {
  return <KernelContext.Provider value={kernel}>{children}</KernelContext.Provider>;
}

/** The nearest kernel; throws when there is none. */
export function useKernel(): ServiceKernel {
  const kernel = useContext(KernelContext);
  if (!kernel) throw new Error('useKernel needs a <KernelProvider> above it');
  return kernel;
}

/** The nearest kernel that runs plugins (a designer's or a player's); throws under the app kernel, which runs none. */
export function useEditorKernel(): EditorKernel {
  const kernel = useKernel();
  if (!('plugins' in kernel)) throw new Error('useEditorKernel needs an editor kernel (a designer or a player) above it');
  return kernel as EditorKernel;
}

/** A service of the nearest kernel; throws a clear error when it is not bound. */
export function useService<T>(id: ServiceId<T>): T {
  return useKernel().services.get(id);
}

/** A service of the nearest kernel, or undefined when it is not bound. */
export function useOptionalService<T>(id: ServiceId<T>): T | undefined {
  return useContext(KernelContext)?.services.tryGet(id);
}

/** The latest value of an observable (re-rendering on each), `initial` until it first emits. */
export function useObservable<T>(observable: Observable<T>, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const subscription = observable.subscribe((next) => setValue(() => next));
    return () => subscription.unsubscribe();
  }, [observable]);
  return value;
}

/** The live list of a contribution point of the nearest kernel. */
export function useContributions<T>(point: ContributionPoint<T>): readonly T[] {
  const list = useKernel().registry.list(point);
  return useObservable(list.onDidChange, list.current);
}

/** A translate function that re-renders the caller when texts or the locale change. */
export function useT(): (key: string, values?: Record<string, string | number>) => string {
  const i18n = useOptionalService(I18nService);
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (!i18n) return;
    const subscription = i18n.onDidChangeTexts.subscribe(() => setVersion((v) => v + 1));
    return () => subscription.unsubscribe();
  }, [i18n]);
  return (key, values) => (i18n ? i18n.t(key, values) : key);
}
