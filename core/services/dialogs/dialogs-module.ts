import { DialogService } from '../../../sdk/index.js';
import { serviceModule, type ServiceModule } from '../../kernel/kernel-parts.js';
import { provide } from '../../kernel/service-declaration.js';
import { DialogServiceImpl } from './dialog-service.js';

/** Declares the dialog service. */
export const dialogsModule: ServiceModule = serviceModule([provide(DialogService, [], () => new DialogServiceImpl())]);
