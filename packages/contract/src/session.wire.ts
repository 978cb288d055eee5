/**
 * The name of the httpOnly cookie that carries a signed-in customer's session token (decision
 * 1001), shared by the API, which sets it, and the web's server rendering, which reads it. The
 * browser's own code never sees its value.
 */
export const SESSION_COOKIE = 'storefront_session';
