import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from './dataProvider';

/**
 * The data provider with the desks' custom methods. Calls through it go past react-admin's
 * checkError like every other call, so a 401 ends the session in one place.
 */
export const useConsoleDataProvider = () => useDataProvider<ConsoleDataProvider>();
