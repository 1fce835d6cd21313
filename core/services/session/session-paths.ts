/** Server paths the session uses (repo style, under {context}/api). */
export const SessionPaths = {
  login: '/action/login',
  check: '/action/check',
  logout: '/action/logout',
  lock: '/action/session-lock',
  unlock: '/action/session-un-lock',
  /** Automatic / single login with a ticket (GET with a `ticket` query). */
  ticketLogin: '/action/single-login',
} as const;
