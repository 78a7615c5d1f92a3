// The address a server render is for: the location store is one per process, a request's is not.
import { createContext } from 'react';

export const ServerLocationContext = createContext<{ pathname: string; search: string } | null>(null);
