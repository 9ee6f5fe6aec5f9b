import { contract } from '@crewcall/contract';
import { initClient } from '@ts-rest/core';

/**
 * A bare client for the session calls (refresh, logout) that must not go through the
 * app-wide error handling: a failed refresh must not redirect anywhere by itself.
 */
export const rawClient = initClient(contract, { baseUrl: '', validateResponse: false });
