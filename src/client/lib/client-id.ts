/**
 * This tab's id, sent with every API request (CLIENT_ID_HEADER) and echoed in the live events its
 * requests cause, so the tab can tell its own echoes from changes made elsewhere, the same member's
 * other devices included. A new page load is a new id. getRandomValues, not randomUUID: the latter
 * exists only on HTTPS, and a self-hosted server may be reached over plain HTTP on a home network.
 */
export const randomToken = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export const CLIENT_ID = randomToken();
