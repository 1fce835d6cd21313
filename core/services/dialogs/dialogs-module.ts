import { DialogService } from '../../../sdk/index.js';
import type { ServiceModule } from '../../kernel/editor-kernel.js';
import { DialogServiceImpl } from './dialog-service.js';

/** Binds the dialog service. */
export const dialogsModule: ServiceModule = ({ services }) => services.bindValue(DialogService, new DialogServiceImpl());
