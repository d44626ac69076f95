/** The request fields the bearer guards and decorators read. */
export interface AuthenticatedRequest {
  headers: { authorization?: string };
  user?: unknown;
}

/**
 * The token of an `Authorization: Bearer <token>` header, or '' when the header is missing or has
 * another shape (another scheme, extra parts): such a request is simply not authenticated.
 */
export function bearerTokenOf(request: AuthenticatedRequest): string {
  const parts = request.headers.authorization?.split(' ') ?? [];
  return parts.length === 2 && /^Bearer$/i.test(parts[0]!) ? parts[1]! : '';
}
