import type { Site } from '@crewcall/contract';
import { createContext, useContext } from 'react';

export const SiteContext = createContext<Site | null>(null);

/** The current club; only used below the site gate, which waits for it. */
export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <SiteGate>');
  return site;
}
