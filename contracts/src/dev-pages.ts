/**
 * The notification service's dev pages (local mailbox and outbox) show every reset link and code, so
 * the gateway and the service answer them only to connections from this machine.
 */
export const isDevPagePath = (path: string): boolean => /^\/api\/dev(\/|$)/i.test(path);

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses (::ffff:127.0.0.1): a socket's peer address. */
export const isLoopbackAddress = (address: string | undefined): boolean => address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address ?? '');
