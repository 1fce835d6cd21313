import { BehaviorSubject, Subject } from 'rxjs';
import type { Observable } from 'rxjs';
import type { BindingScalar, DataSourceStatus, JsonValue, LiveDataService } from '../../sdk/index.js';
import type { LiveDataRuntime } from './live-data-runtime.js';

/** The LiveDataService over one runtime: the switch and the statuses as observables. */
export class LiveDataServiceImpl implements LiveDataService {
  private readonly enabled$ = new BehaviorSubject(false);
  private readonly status$ = new BehaviorSubject<ReadonlyMap<string, DataSourceStatus>>(new Map());
  private readonly values$ = new Subject<ReadonlyMap<string, BindingScalar>>();

  constructor(private readonly runtime: LiveDataRuntime) {}

  get enabled(): boolean {
    return this.enabled$.value;
  }

  get onDidChangeEnabled(): Observable<boolean> {
    return this.enabled$.asObservable();
  }

  get onDidChangeStatus(): Observable<ReadonlyMap<string, DataSourceStatus>> {
    return this.status$.asObservable();
  }

  get onDidChangeValues(): Observable<ReadonlyMap<string, BindingScalar>> {
    return this.values$.asObservable();
  }

  setEnabled(enabled: boolean): void {
    this.runtime.setEnabled(enabled);
    if (this.enabled$.value !== enabled) this.enabled$.next(enabled);
  }

  valueOf(bindingId: string): JsonValue | undefined {
    return this.runtime.valueOf(bindingId);
  }

  /** The runtime's statuses (called at most once a frame). */
  publishStatus(statuses: ReadonlyMap<string, DataSourceStatus>): void {
    this.status$.next(statuses);
  }

  /** Bindings' new values (called at most once a frame). */
  publishValues(values: ReadonlyMap<string, BindingScalar>): void {
    this.values$.next(values);
  }

  dispose(): void {
    this.values$.complete();
    this.enabled$.complete();
    this.status$.complete();
  }
}
