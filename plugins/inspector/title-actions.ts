import { findMover, SceneCommandIds } from '../../sdk/index.js';
import type { ExposeDialogArgs, NodeId, NotificationAction, NotificationKind, PropertyDescriptor } from '../../sdk/index.js';
import type { InspectorServices } from './inspector-services.js';

/** Show a message (with an optional link, e.g. Upgrade) through the notification service, or through `fallback` when none is bound. */
export type Notify = (kind: NotificationKind, message: string, action?: NotificationAction) => void;

/** Whether a mover drives the property: asked of the animation service when it knows, else read from the document. */
export function isMoverDriven(services: Pick<InspectorServices, 'animation' | 'document'>, nodeId: NodeId, property: string): boolean {
  return services.animation.isMoverDriven?.(nodeId, property) ?? findMover(services.document, nodeId, property) !== undefined;
}

/**
 * Ctrl+click adds the property to the current animation, unless it is const, exposed or driven by a mover;
 * Ctrl+Shift+click removes it (spec 001 §4).
 */
export function animateProperty(services: InspectorServices, nodeId: NodeId, descriptor: PropertyDescriptor, title: string, remove: boolean, notify: Notify): void {
  const { t } = services;
  if (!remove) {
    if (descriptor.isConst) return notify('warning', t('inspector.cannotAnimateConst', { property: title }));
    if (services.exposed.find(nodeId, descriptor.name)) return notify('warning', t('inspector.cannotAnimateExposed', { property: title }));
    if (isMoverDriven(services, nodeId, descriptor.name)) return notify('warning', t('inspector.cannotAnimateMover', { property: title }));
    // Spec 001 §4 order: a valid current animation first (the service refuses without one), then the subscription.
    if (services.animation.current && services.permissions && !services.permissions.allows('animationKeyframes')) {
      return notify('warning', t('inspector.noPermission'), services.permissions.upgradeAction);
    }
  }
  const result = remove
    ? services.animation.removeProperty(nodeId, descriptor.name, title)
    : services.animation.addProperty(nodeId, descriptor.name, title);
  if (result.ok) notify('success', result.message);
  else notify('warning', result.message, result.action);
}

/** Double-click opens the 'Set Parameters' dialog through the command the exposed-properties plugin contributes. */
export async function openExposeDialog(services: InspectorServices, nodeId: NodeId, descriptor: PropertyDescriptor, title: string, notify: Notify): Promise<void> {
  const args: ExposeDialogArgs = { owner: { kind: 'node', id: nodeId }, property: descriptor.name, type: descriptor.type, title };
  const command = [...services.commands.current].reverse().find((c) => c.id === SceneCommandIds.openExposeDialog);
  try {
    if (command) await command.run({ args });
    else if (services.commandService) await services.commandService.execute(SceneCommandIds.openExposeDialog, args);
    else notify('warning', services.t('inspector.noExposeDialog'));
  } catch (error) {
    notify('error', error instanceof Error ? error.message : String(error));
  }
}
