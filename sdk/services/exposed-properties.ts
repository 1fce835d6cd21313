import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';
import type { ExposedOwnerKind, ExposedProperty } from '../scene/document.js';

/** Input for exposing a property or changing an exposed one. */
export interface ExposeRequest {
  /** Owner kind and id. */
  readonly owner: { readonly kind: ExposedOwnerKind; readonly id: string };
  /** Property key on the owner. */
  readonly property: string;
  /** Property type. */
  readonly type: string;
  /** Parameter name; empty falls back to the title. */
  readonly name: string;
  /** Group name. */
  readonly group: string;
  /** The property's title, used when name is empty. */
  readonly title: string;
}

/** Exposed properties of the open scene, with the known names and groups (spec 001 §3–§4). */
export interface ExposedPropertiesService {
  /** All exposed properties. */
  readonly all: readonly ExposedProperty[];
  /** Emits the list now and on every change. */
  readonly onDidChange: Observable<readonly ExposedProperty[]>;
  /** Known parameter names, newest first. */
  readonly knownNames: readonly string[];
  /** Known group names, newest first. */
  readonly knownGroups: readonly string[];
  /** The exposed property bound to an owner's property, if any. */
  find(ownerId: string, property: string): ExposedProperty | undefined;
  /** Create or update; throws an Error with a translated message when refused. */
  expose(request: ExposeRequest): ExposedProperty;
  /** Remove one by id. */
  remove(id: string): void;
}

/** Service id of the exposed-properties service. */
export const ExposedPropertiesService = createServiceId<ExposedPropertiesService>('scene.exposedProperties');
