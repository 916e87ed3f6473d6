/** The prefixes the server answers itself (the API, the music API, the chat socket, uploads): never a page. */
const SERVER_PREFIXES = ['/api', '/wapi', '/ws', '/uploads'];

/** Whether `pathname` is under one of the server's own prefixes, so no page and no old address. */
export const isServerPath = (pathname: string): boolean =>
  SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
