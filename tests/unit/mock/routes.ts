/** Every mock route table of the resource engine, for in-process calls. */
import resourceRoutes from '../../../mock/resources';
import optionRoutes from '../../../mock/options';
import fileRoutes from '../../../mock/files';
import recordRoutes from '../../../mock/records';
import savedFilterRoutes from '../../../mock/savedFilters';
import { mockServer } from './harness';

export const engineServer = () => mockServer(optionRoutes, fileRoutes, savedFilterRoutes, resourceRoutes, recordRoutes);
