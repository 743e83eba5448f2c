/**
 * Security headers for every response: a CSP whose only inline scripts carry this request's
 * nonce, no framing, a strict referrer policy, HSTS in production. A response that sets one of these
 * headers itself keeps its own (a shared entry's `Referrer-Policy: no-referrer`).
 */
import { NONCE, secureHeaders } from "hono/secure-headers";

export function securityHeaders(options: { production: boolean; dev: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      // Toasts and Swagger UI set inline styles; styles cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: options.dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      workerSrc: ["'self'", "blob:"],
      ...(options.production ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: options.production ? "max-age=63072000; includeSubDomains" : false,
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: ["self"] },
    overwrite: false,
  });
}
