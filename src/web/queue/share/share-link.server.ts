/**
 * The entry's short link for its page's share panel: the link and its QR code, an SVG drawn on
 * the server (so the page ships no QR code JavaScript). Null when the entry is not shared.
 */
import QRCode from "qrcode";
import type { WebContext } from "../../context.ts";

/** The owner's view of a short link (GET /queues/{id}/share-link). */
export interface ShareLink {
  id: string;
  url: string;
  entry_id: number;
  created_at: string;
  visits: number;
  last_visit_at: string | null;
}

export interface ShareLinkView {
  url: string;
  qrSvg: string;
}

export async function loadShareLink(web: Pick<WebContext, "api">, entryId: number): Promise<ShareLinkView | null> {
  const link = await web.api.get<{ data: ShareLink | null }>(`/queues/${entryId}/share-link`, { toastErrors: false });
  const url = link?.data?.url;
  if (!url) return null;
  // Medium error correction and a quiet zone of 2 modules: reads well from a dispatcher's screen.
  const qrSvg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { url, qrSvg };
}
