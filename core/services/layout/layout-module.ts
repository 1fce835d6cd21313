import { LayoutService } from '../../../sdk/index.js';
import type { ServiceModule } from '../../kernel/editor-kernel.js';
import { LayoutServiceImpl } from './layout-service.js';

/** Binds the layout service. */
export const layoutModule: ServiceModule = ({ services }) => services.bindValue(LayoutService, new LayoutServiceImpl());
