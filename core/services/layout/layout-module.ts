import { LayoutService } from '../../../sdk/index.js';
import { serviceModule, type ServiceModule } from '../../kernel/kernel-parts.js';
import { provide } from '../../kernel/service-declaration.js';
import { LayoutServiceImpl } from './layout-service.js';

/** Declares the layout service. */
export const layoutModule: ServiceModule = serviceModule([provide(LayoutService, [], () => new LayoutServiceImpl())]);
